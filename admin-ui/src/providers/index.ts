import {
  localStorageStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { createI18nProvider } from './i18n/i18nProvider';
import type { Services } from './services';
import { createSession, type SessionDeps } from './session';
import { createStaffApi } from './staffApi';
import { createToasts } from './toasts';

export interface Providers {
  services: Services;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store: Store;
}

export interface ProvidersDeps extends SessionDeps {
  store?: Store;
}

/** Wires the back office: one session, one toast queue, one http client shared by every provider. */
export function createProviders({ store, ...sessionDeps }: ProvidersDeps = {}): Providers {
  const session = createSession(sessionDeps);
  session.token(); // SPEC section 4: on load, an expired token drops the session.
  const toasts = createToasts();
  const http = createHttpClient({ getToken: session.token });
  const staffApi = createStaffApi(http);
  return {
    services: { session, toasts, staffApi },
    authProvider: createAuthProvider({ session, staffApi, toasts }),
    dataProvider: createDataProvider(http),
    i18nProvider: createI18nProvider(),
    // react-admin's preferences (locale, sidebar), apart from the citizen app on the same origin.
    store: store ?? localStorageStore(undefined, 'nagar-nigam-ptax-admin'),
  };
}
