import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../providers/session';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { expiredExp, makeToken } from '../testing/tokens';

const asha = { username: 'Asha Verma', accessName: 'ctao' };
const officialToken = () => makeToken({ loginType: 'nagar_nigam', email: 'asha.verma@nagarnigam.test' });

/** The server's answer to a token it no longer accepts (RFC 6750 challenge). */
const refusedToken = (message: string) => ({
  status: 401,
  body: { status: 401, message },
  headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
});

describe('the session bootstrap and the signed-in shell', () => {
  it('loads a nagar_nigam user with the official lookup, behind a spinner, and shows the shell', async () => {
    const { api } = renderAdmin({ token: officialToken(), api: { 'GET /api/officials': userReply(asha) } });
    expect(screen.getByRole('progressbar', { name: 'Loading user details' })).toBeInTheDocument();

    const badge = await screen.findByTestId('user-badge');
    expect(within(badge).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(badge).getByText('CTAO')).toBeInTheDocument();
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByAltText('State seal')).toBeInTheDocument();
    expect(within(topBar).getByAltText('Nagar Nigam seal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /close menu/i })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Asha Verma')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading user details' })).not.toBeInTheDocument();

    const lookups = api.callsTo('GET /api/officials');
    expect(lookups).toHaveLength(1);
    expect(lookups[0].query).toEqual({ email: 'asha.verma@nagarnigam.test' });
    expect(lookups[0].authorization).toBe(`Bearer ${window.localStorage.getItem(TOKEN_STORAGE_KEY)}`);
    expect(api.callsTo('GET /api/operators')).toHaveLength(0);
  });

  it('loads an operator with the operator lookup and opens the operator property search', async () => {
    const { api, location } = renderAdmin({
      token: makeToken({ loginType: 'operator', accessName: 'operator', email: 'ravi@nagarnigam.test' }),
      api: { 'GET /api/operators': userReply({ username: 'Ravi Kumar', accessName: 'operator' }) },
    });
    expect(await screen.findByRole('search', { name: 'Search Property' })).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/operators/search-property');
    expect(api.callsTo('GET /api/operators')[0].query).toEqual({ email: 'ravi@nagarnigam.test' });
    expect(api.callsTo('GET /api/officials')).toHaveLength(0);
  });

  it('drops an expired token on load: no lookup, the login page with the warning toast', async () => {
    const { api, location } = renderAdmin({ token: makeToken({ exp: expiredExp() }) });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Could not load user correctly, please login again')).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText('Logout Success!')).not.toBeInTheDocument();
  });

  it('warns and logs out when the user cannot be loaded', async () => {
    const { location } = renderAdmin({
      token: officialToken(),
      api: { 'GET /api/officials': { body: { data: null } } },
    });
    expect(await screen.findByText('Could not load user correctly, please login again')).toBeInTheDocument();
    expect(screen.getByText('Logout Success!')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the error and logs out when the lookup throws', async () => {
    const { location } = renderAdmin({
      token: officialToken(),
      api: { 'GET /api/officials': { status: 503, body: { status: 503, message: 'Service Unavailable' } } },
    });
    expect(await screen.findByText('503: Service Unavailable')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('ends a session whose token expires while open, with the warning toast on the login page', async () => {
    const { location } = renderAdmin({
      token: officialToken(),
      api: { 'GET /api/officials': userReply(asha) },
    });
    expect(await screen.findByText('Welcome, Asha Verma', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Time passes: the stored token is now one whose time is up (as the same token would be, hours on).
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ exp: expiredExp() }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Zones' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(await screen.findByText('Could not load user correctly, please login again')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('ends the session with an error toast when the server refuses the token', async () => {
    const refused = 'Session expired or invalid, please login again';
    const { location } = renderAdmin({
      path: '/admin/masters/zone',
      token: officialToken(),
      api: {
        'GET /api/officials': userReply(asha),
        'GET /api/zones': refusedToken(refused),
      },
    });
    expect(await screen.findByText(`401: ${refused}`)).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('ends the session of an official deleted meanwhile: the user lookup is refused, the toast shows, then the login', async () => {
    const refused = 'Session expired or invalid, please login again';
    const { location } = renderAdmin({
      path: '/admin/masters/zone',
      token: officialToken(),
      api: {
        'GET /api/officials': refusedToken(refused),
      },
    });
    expect(await screen.findByText(`401: ${refused}`)).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByTestId('user-badge')).not.toBeInTheDocument();
  });

  it('logs out from the top bar with the logout toast', async () => {
    const { location } = renderAdmin({
      token: officialToken(),
      api: { 'GET /api/officials': userReply(asha) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout Success!')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out of portal!')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByTestId('user-badge')).not.toBeInTheDocument();
  });

  it('switches the labels to Hindi and keeps the spec texts exact in English', async () => {
    renderAdmin({ token: officialToken(), api: { 'GET /api/officials': userReply(asha) } });
    await screen.findByTestId('user-badge');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'हिंदी' }));
    expect(await screen.findByRole('button', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉगआउट' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'संपत्तियाँ' })).toBeInTheDocument();
  });
});
