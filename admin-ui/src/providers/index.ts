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
import { SESSION_TEXT, SESSION_TOAST_LIFE_MS } from '@ptax/contracts';
import { createSession, type SessionDeps, type SessionEnding } from './session';
import { createStaffApi } from './staffApi';
import { createToasts, type Toasts } from './toasts';

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

/**
 * SPEC section 4's toasts when a session ends by itself: an expired one is a user that can no longer
 * be loaded (the warning), a token the server refuses an error showing the server's message.
 */
export const sessionEndedToast = (toasts: Toasts) => (ending: SessionEnding) =>
  toasts.show(
    ending.reason === 'expired'
      ? {
          severity: 'warning',
          summary: 'Warning',
          detail: SESSION_TEXT.userLoadFailed,
          life: SESSION_TOAST_LIFE_MS,
        }
      : { severity: 'error', summary: 'Error', detail: ending.message, life: SESSION_TOAST_LIFE_MS },
  );

/** Wires the back office: one session, one toast queue, one http client shared by every provider. */
export function createProviders({ store, ...sessionDeps }: ProvidersDeps = {}): Providers {
  const toasts = createToasts();
  const session = createSession({ onEnded: sessionEndedToast(toasts), ...sessionDeps });
  session.token(); // SPEC section 4: on load, an expired token drops the session.
  const http = createHttpClient({ getToken: session.token, onRefused: session.refuse });
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
