import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '../../i18n/I18nProvider';
import { renderApp } from '../../testing/renderApp';
import ErrorPage from './ErrorPage';

beforeEach(() => localStorage.clear());

describe('an address the portal does not have', () => {
  it("says the page doesn't exist and offers a Home button to the root", async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: "This page doesn't exist!" })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('goes home when Home is pressed', async () => {
    renderApp('/no/such/page');
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Home' }));
    // The 404 stays on screen until the home page has loaded, so wait for the home heading itself.
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome to the property tax portal/ }),
    ).toBeInTheDocument();
  });
});

describe('the error page by status', () => {
  it.each([
    [401, "You aren't authorized to see this"],
    [503, 'Looks like our API is down'],
    [418, '🫖'],
    [500, 'Oops...! An error has occurred'],
  ])('shows the spec text for %i', (status, text) => {
    render(
      <MemoryRouter>
        <I18nProvider>
          <ErrorPage status={status} />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
