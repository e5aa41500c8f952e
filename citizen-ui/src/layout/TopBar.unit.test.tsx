import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/renderApp';
import { ACTIVE_CLASS } from './TopBar';

const topBarLinks = () => within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link');

function expectOnlyActive(label: string) {
  for (const link of topBarLinks()) {
    if (link.textContent === label) {
      expect(link).toHaveAttribute('aria-current', 'page');
      expect(link).toHaveClass(ACTIVE_CLASS);
    } else {
      expect(link).not.toHaveAttribute('aria-current');
      expect(link).not.toHaveClass(ACTIVE_CLASS);
    }
  }
}

beforeEach(() => localStorage.clear());

describe('the public top bar', () => {
  it('has the five entries of the spec, in order, each with an icon and its route', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const links = topBarLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Search Property',
      'View Ledger',
      'View Receipt',
      'Objection Status',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/searchProperty',
      '/ledger',
      '/paymentReceipt',
      '/objections/status',
    ]);
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
  });

  it('marks Home as the active entry on the home page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expectOnlyActive('Home');
  });

  it('marks Search Property as the active entry on /searchProperty', async () => {
    renderApp('/searchProperty');
    await screen.findByRole('heading', { level: 1, name: 'Search Property' });
    expectOnlyActive('Search Property');
  });

  it('marks View Ledger as the active entry on the ledger of one property', async () => {
    renderApp('/ledger/ABC');
    await screen.findByRole('heading', { level: 1, name: 'Property Ledger' });
    expectOnlyActive('View Ledger');
  });

  it('marks no entry on a page outside the top bar', async () => {
    renderApp('/self-assessment');
    await screen.findByRole('heading', { level: 1, name: 'Self Assessment' });
    for (const link of topBarLinks()) expect(link).not.toHaveAttribute('aria-current');
  });
});
