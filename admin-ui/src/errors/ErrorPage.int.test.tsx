import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../providers/i18n/i18nProvider';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';
import { ErrorBoundaryPage, ErrorPage } from './ErrorPage';

function renderPage(page: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/admin/broken']}>
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()} basename="/admin">
        {page}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the error page (SPEC section 2)', () => {
  it.each([
    [404, "This page doesn't exist!"],
    [401, "You aren't authorized to see this"],
    [503, 'Looks like our API is down'],
    [418, '🫖'],
  ])('shows the heading of status %i', (status, heading) => {
    renderPage(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Please go back to home page and re-try later!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/');
  });

  it.each([500, undefined])('shows the general error for status %s', (status) => {
    renderPage(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { name: 'Oops...! An error has occurred' })).toBeInTheDocument();
    expect(screen.getByText('Please go back to home page and re-try later!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/');
  });

  it('shows the general error for a crash caught by an error boundary', () => {
    renderPage(<ErrorBoundaryPage error={new TypeError('x is undefined')} />);
    expect(screen.getByRole('heading', { name: 'Oops...! An error has occurred' })).toBeInTheDocument();
  });

  it('renders 404 for an unknown path, inside the shell when signed in', async () => {
    renderAdmin({
      path: '/admin/no/such/page',
      token: makeToken(),
      api: { 'GET /api/officials': userReply({ username: 'Asha Verma', accessName: 'admin' }) },
    });
    expect(await screen.findByRole('heading', { name: "This page doesn't exist!" })).toBeInTheDocument();
    expect(screen.getByTestId('user-badge')).toBeInTheDocument();
  });

  it('renders 404 for an unknown path without a token', async () => {
    renderAdmin({ path: '/admin/no/such/page' });
    expect(await screen.findByRole('heading', { name: "This page doesn't exist!" })).toBeInTheDocument();
  });
});
