import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

const official = {
  token: makeToken({ loginType: 'nagar_nigam', accessName: 'admin' }),
  api: { 'GET /api/officials': userReply({ username: 'Asha Verma', accessName: 'admin' }) },
};
const operator = {
  token: makeToken({ loginType: 'operator', accessName: 'operator' }),
  api: { 'GET /api/operators': userReply({ username: 'Ravi Kumar', accessName: 'operator' }) },
};

async function expectNotAuthorized() {
  expect(await screen.findByRole('heading', { name: 'Not Authorized' })).toBeInTheDocument();
  expect(
    screen.getByText('Oops! It seems like the page you are looking for is not accessible to you.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/admin/login');
  expect(screen.queryByText('This page is being built.')).not.toBeInTheDocument();
}

describe('the route guards (SPEC section 2)', () => {
  it('sends a visitor without a token to the login page', async () => {
    const { location, api } = renderAdmin({ path: '/admin/properties' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/login');
    expect(location.state).toMatchObject({ nextPathname: '/admin/properties' });
    expect(api.calls).toHaveLength(0);
  });

  it('shows Not Authorized when an official opens the operator area', async () => {
    renderAdmin({ path: '/admin/operators/search-property', ...official });
    await expectNotAuthorized();
  });

  it('shows Not Authorized when an operator opens a nagar_nigam screen', async () => {
    renderAdmin({ path: '/admin/masters/roles', ...operator });
    await expectNotAuthorized();
  });

  it('shows Not Authorized when nagar_nigam opens the jalkal dashboard', async () => {
    renderAdmin({ path: '/admin/dashboard/jalkal', ...official });
    await expectNotAuthorized();
  });

  it('lets any login type open the any-login screens', async () => {
    renderAdmin({ path: '/admin/transactions/offline', ...operator });
    expect(
      await screen.findByRole('search', { name: 'Transaction filters' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not Authorized')).not.toBeInTheDocument();
  });

  it('opens a nagar_nigam screen with its parameter for an official', async () => {
    const { api } = renderAdmin({ path: '/admin/properties/edit/ABCDEFGHIJ1234567', ...official });
    await waitFor(() =>
      expect(api.callsTo('GET /api/properties/viewDetails')[0]?.query).toMatchObject({
        propertyUniqueId: 'ABCDEFGHIJ1234567',
      }),
    );
  });

  it('opens the unguarded logs without a token in the public frame, saying its calls need a login', async () => {
    renderAdmin({ path: '/admin/logs' });
    expect(await screen.findByRole('heading', { name: 'Not Authorized' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nigam Login' })).toHaveAttribute('href', '/admin/login');
  });

  it('takes the user from Not Authorized to the login page', async () => {
    const { location } = renderAdmin({ path: '/admin/upload-objection', ...official });
    await userEvent.click(await screen.findByRole('link', { name: 'Go to login' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends /admin/auth/login to the login page', async () => {
    const { location } = renderAdmin({ path: '/admin/auth/login' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/login');
  });
});
