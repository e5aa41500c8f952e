import { installFakeApi, type FakeApi } from '../testing/fakeApi';
import { expiredExp, makeToken } from '../testing/tokens';
import { createAuthProvider } from './authProvider';
import { createHttpClient } from './httpClient';
import { createSession, TOKEN_STORAGE_KEY } from './session';
import { createStaffApi } from './staffApi';
import { createToasts } from './toasts';

function setup(token: string | null, routes: Parameters<typeof installFakeApi>[0] = {}) {
  window.localStorage.clear();
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const api: FakeApi = installFakeApi(routes);
  const session = createSession();
  const toasts = createToasts();
  const authProvider = createAuthProvider({
    session,
    toasts,
    staffApi: createStaffApi(createHttpClient({ getToken: session.token })),
  });
  const shown = () =>
    toasts.list().map(({ severity, summary, detail, life }) => ({ severity, summary, detail, life }));
  return { api, authProvider, shown };
}

const user = {
  username: 'Asha Verma',
  email: 'asha@nagarnigam.test',
  accessName: 'admin',
  isSuperAdmin: true,
};
const LOGGED_OUT = {
  severity: 'success',
  summary: 'Logout Success!',
  detail: 'You have been successfully logged out of portal!',
  life: 3000,
};

describe('the session (SPEC section 4)', () => {
  it.each(['nagar_nigam', 'jalkal'])('loads a %s user with the official lookup', async (loginType) => {
    const { api, authProvider } = setup(makeToken({ loginType, email: 'asha@nagarnigam.test' }), {
      'GET /api/officials': { body: { data: user } },
    });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: 'asha@nagarnigam.test',
      fullName: 'Asha Verma',
      accessName: 'admin',
      isSuperAdmin: true,
      loginType,
    });
    expect(api.calls.map((call) => call.url)).toEqual(['/api/officials?email=asha%40nagarnigam.test']);
    expect(api.calls[0].authorization).toMatch(/^Bearer ey/);
  });

  it.each(['operator', 'data_upload', ''])(
    'loads a user of login type "%s" with the operator lookup',
    async (loginType) => {
      const { api, authProvider } = setup(makeToken({ loginType, email: 'op@nagarnigam.test' }), {
        'GET /api/operators': { body: { data: { ...user, accessName: 'operator' } } },
      });
      await authProvider.getIdentity!();
      expect(api.calls.map((call) => call.url)).toEqual(['/api/operators?email=op%40nagarnigam.test']);
    },
  );

  it('drops an expired token without calling the server or showing a toast', async () => {
    const { api, authProvider, shown } = setup(makeToken({ exp: expiredExp() }));
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await authProvider.logout({});
    expect(api.calls).toHaveLength(0);
    expect(shown()).toEqual([]);
  });

  it.each([
    ['an empty record', { body: { data: null } }],
    ['404, nobody has the email', { status: 404, body: { status: 404, message: 'Employee not found' } }],
  ])('warns and logs out when the lookup answers %s', async (_, reply) => {
    const { authProvider, shown } = setup(makeToken(), { 'GET /api/officials': reply });
    await expect(authProvider.getIdentity!()).rejects.toThrow(
      'Could not load user correctly, please login again',
    );
    expect(shown()).toEqual([
      {
        severity: 'warning',
        summary: 'Warning',
        detail: 'Could not load user correctly, please login again',
        life: 3000,
      },
      LOGGED_OUT,
    ]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the error and logs out when the lookup throws', async () => {
    const { authProvider, shown } = setup(makeToken(), {
      'GET /api/officials': { status: 500, body: { status: 500, message: 'Database unavailable' } },
    });
    await expect(authProvider.getIdentity!()).rejects.toThrow('500: Database unavailable');
    expect(shown()).toEqual([
      { severity: 'error', summary: 'Error', detail: '500: Database unavailable', life: 3000 },
      LOGGED_OUT,
    ]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logs out with the logout toast and clears the token', async () => {
    const { authProvider, shown } = setup(makeToken());
    await authProvider.logout({});
    expect(shown()).toEqual([LOGGED_OUT]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows no logout toast when there was no session to end', async () => {
    const { authProvider, shown } = setup(null);
    await authProvider.logout({});
    expect(shown()).toEqual([]);
  });

  it('signs an operator in with the operator login and keeps the token', async () => {
    const token = makeToken({ loginType: 'operator' });
    const { api, authProvider } = setup(null, { 'POST /api/operators/login': { body: { data: { token } } } });
    await authProvider.login({ email: 'op@nagarnigam.test', password: 'secret123', userKind: 'operator' });
    expect(api.calls[0]).toMatchObject({
      body: { email: 'op@nagarnigam.test', password: 'secret123' },
      authorization: null,
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('ends the session silently when the server answers 401', async () => {
    const { authProvider, shown } = setup(makeToken());
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(shown()).toEqual([]);
  });
});
