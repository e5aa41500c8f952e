import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../i18n/I18nProvider';
import { renderApp } from '../testing/renderApp';

beforeEach(() => localStorage.clear());

describe('the public header', () => {
  it('shows the city name next to the seal', async () => {
    renderApp('/', { en: 'Nagar Nigam Kanpur', hi: 'नगर निगम कानपुर' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Nagar Nigam Kanpur')).toBeInTheDocument();
    expect(header.querySelector('img')).not.toBeNull();
    await screen.findByRole('heading', { level: 1 });
  });

  it('leads to the staff login at /auth/login with a full page load, not a router link', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const login = screen.getByRole('link', { name: 'Nigam Login' });
    expect(login).toHaveAttribute('href', '/auth/login');

    // A router link would cancel the click and route inside the app; the browser must load the page.
    let handledByApp: boolean | undefined;
    const observe = (event: MouseEvent) => {
      handledByApp = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load another document
    };
    window.addEventListener('click', observe);
    await userEvent.click(login);
    window.removeEventListener('click', observe);

    expect(handledByApp).toBe(false);
    expect(screen.queryByText("This page doesn't exist!")).not.toBeInTheDocument();
  });
});

describe('the language switch', () => {
  it('shows the top bar in Hindi and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'हिंदी' }));

    const nav = screen.getByRole('navigation', { name: 'मुख्य मेनू' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['होम', 'संपत्ति खोजें', 'खाता-बही देखें', 'रसीद देखें', 'आपत्ति की स्थिति']);
    expect(screen.getByRole('link', { name: 'निगम लॉगिन' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('hi');

    unmount();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('नगर निगम लखनऊ');
  });

  it('switches back to the English texts of the spec', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'EN' }));

    expect(screen.getByRole('link', { name: 'Search Property' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nigam Login' })).toBeInTheDocument();
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
  });
});
