import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AdminRoot } from '../AdminRoot';
import { createProviders } from '../providers';
import { TOKEN_STORAGE_KEY } from '../providers/session';
import { installFakeApi, type FakeApi, type FakeHandler } from './fakeApi';

export interface RenderAdminOptions {
  /** Browser path, under /admin. */
  path?: string;
  token?: string;
  api?: Record<string, FakeHandler>;
  /** The language the back office starts in (react-admin's stored locale); English by default. */
  locale?: 'en' | 'hi';
}

/** Renders the whole back office at a path, with a fetch double in place of the server. */
export function renderAdmin({ path = '/admin/', token, api: routes = {}, locale }: RenderAdminOptions = {}) {
  window.localStorage.clear();
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const api: FakeApi = installFakeApi(routes);
  const providers = createProviders({ store: memoryStore(locale ? { locale } : {}) });
  const location = { pathname: path } as Location;
  const utils = render(
    // A plain memory router: the data routers of react-router need fetch's Request, absent from jsdom.
    <MemoryRouter initialEntries={[path]}>
      <AdminRoot providers={providers} />
      <LocationSpy onChange={(current) => Object.assign(location, current)} />
    </MemoryRouter>,
  );
  return { ...utils, api, providers, location };
}

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/** The lookup reply of a user. */
export const userReply = (user: {
  username: string;
  email?: string;
  accessName: string;
  isSuperAdmin?: boolean;
}) => ({
  body: {
    data: { email: 'asha.verma@nagarnigam.test', isSuperAdmin: false, ...user },
  },
});

beforeAll(() => {
  // jsdom does not scroll; react-admin scrolls to the top on navigation.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
