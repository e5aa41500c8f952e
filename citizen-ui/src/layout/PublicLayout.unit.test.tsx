import { act, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nProvider } from '../i18n/I18nProvider';
import { lazyPage } from '../routing/lazyPage';
import { PublicLayout } from './PublicLayout';

function renderLayoutWith(Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={['/slow']}>
      <I18nProvider>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/slow" element={<Page />} />
          </Route>
        </Routes>
      </I18nProvider>
    </MemoryRouter>,
  );
}

const neverArrives = () => new Promise<{ default: ComponentType }>(() => {});

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('the content area of the public layout', () => {
  it('shows a spinner while the page chunk loads', () => {
    renderLayoutWith(lazyPage(neverArrives));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
  });

  it('shows the page once its chunk has arrived', async () => {
    renderLayoutWith(lazyPage(async () => ({ default: () => <h1>Arrived</h1> })));
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives up after 120 seconds and shows the error page with a Home button that reloads the app', async () => {
    jest.useFakeTimers();
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports caught errors
    renderLayoutWith(lazyPage(neverArrives));

    await act(async () => {
      jest.advanceTimersByTime(119_999); // SPEC section 9: 120 seconds
    });
    expect(screen.getByRole('status')).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('heading', { name: 'Oops...! An error has occurred' })).toBeInTheDocument();
    expect(screen.getByText('Please go back to home page and re-try later!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
