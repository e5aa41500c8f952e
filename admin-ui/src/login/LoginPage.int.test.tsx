import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../providers/session';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { expiredExp, makeToken } from '../testing/tokens';

const field = (label: string) => screen.getByLabelText(label);

describe('the staff login page', () => {
  it('offers Nigam Official (chosen) and Operator sign-in, with required email and password', async () => {
    renderAdmin({ path: '/admin/login' });
    expect(await screen.findByRole('radio', { name: 'Nigam Official' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Operator' })).not.toBeChecked();
    expect(field('Email')).toHaveAttribute('placeholder', 'Enter Email');
    expect(field('Email')).toHaveAttribute('aria-required', 'true');
    expect(field('Password')).toHaveAttribute('placeholder', 'Enter Password');
  });

  it('shows the login schema messages on the fields and calls nothing', async () => {
    const { api } = renderAdmin({ path: '/admin/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(field('Email'), 'not-an-email');
    await userEvent.type(field('Password'), 'short');
    await userEvent.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('signs an official in with the official login, keeps the token and opens the home page', async () => {
    const token = makeToken({ loginType: 'nagar_nigam', email: 'asha@nagarnigam.test' });
    const { api, location } = renderAdmin({
      path: '/admin/login',
      api: {
        'POST /api/officials/login': { body: { data: { token } } },
        'GET /api/officials': userReply({ username: 'Asha Verma', accessName: 'admin' }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@nagarnigam.test');
    await userEvent.type(field('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Welcome, Asha Verma')).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(api.callsTo('POST /api/officials/login')[0]).toMatchObject({
      body: { email: 'asha@nagarnigam.test', password: 'correct horse' },
      authorization: null,
    });
    expect(api.callsTo('GET /api/officials')[0].authorization).toBe(`Bearer ${token}`);
  });

  it('signs an operator in with the operator login', async () => {
    const token = makeToken({ loginType: 'operator', email: 'ravi@nagarnigam.test' });
    const { api } = renderAdmin({
      path: '/admin/login',
      api: {
        'POST /api/operators/login': { body: { data: { token } } },
        'GET /api/operators': userReply({ username: 'Ravi Kumar', accessName: 'operator' }),
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Operator' }));
    await userEvent.type(field('Email'), 'ravi@nagarnigam.test');
    await userEvent.type(field('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('search', { name: 'Search Property' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/operators/login')).toHaveLength(1);
    expect(api.callsTo('POST /api/officials/login')).toHaveLength(0);
  });

  it('shows the server refusal as "{status}: {message}" and stays signed out', async () => {
    renderAdmin({
      path: '/admin/login',
      api: {
        'POST /api/officials/login': {
          status: 401,
          body: { status: 401, message: 'Invalid email or password' },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@nagarnigam.test');
    await userEvent.type(field('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('401: Invalid email or password');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('returns to the page the guard sent the user from', async () => {
    const token = makeToken({ loginType: 'nagar_nigam' });
    const { location } = renderAdmin({
      path: '/admin/masters/zone',
      api: {
        'POST /api/officials/login': { body: { data: { token } } },
        'GET /api/officials': userReply({ username: 'Asha Verma', accessName: 'admin' }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@nagarnigam.test');
    await userEvent.type(field('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/masters/zone'));
    expect(await screen.findByText('Zones')).toBeInTheDocument();
  });
});

describe('the login route with a live session', () => {
  it('opens the back office home instead of the login form ("Nigam Login" while signed in)', async () => {
    const { location } = renderAdmin({
      path: '/admin/login',
      token: makeToken({ loginType: 'nagar_nigam' }),
      api: { 'GET /api/officials': userReply({ username: 'Asha Verma', accessName: 'admin' }) },
    });
    expect(await screen.findByText('Welcome, Asha Verma')).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('still shows the login form for an expired token', async () => {
    renderAdmin({ path: '/admin/login', token: makeToken({ exp: expiredExp() }) });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
