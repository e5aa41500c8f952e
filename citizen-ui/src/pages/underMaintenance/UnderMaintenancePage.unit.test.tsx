import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';

beforeEach(() => {
  localStorage.clear();
  answerCalls({});
});

describe('the under-maintenance page', () => {
  it('says the portal is under maintenance and offers a Home link to the root', async () => {
    renderApp('/under-maintenance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The portal is under maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/some services may not be available for a while/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Under Maintenance | Nagar Nigam Lucknow');
  });

  it('goes home when Home is pressed', async () => {
    renderApp('/under-maintenance');
    await userEvent.click(await within(screen.getByRole('main')).findByRole('link', { name: 'Home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome to the property tax portal/ }),
    ).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    renderApp('/under-maintenance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पोर्टल पर रखरखाव का कार्य चल रहा है' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
  });
});
