import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/renderApp';

beforeEach(() => localStorage.clear());

describe('the home page', () => {
  it('welcomes citizens with the city name', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to the property tax portal of Nagar Nigam Lucknow',
    );
  });

  it('uses the city name the build was given', async () => {
    renderApp('/', { en: 'Nagar Nigam Agra', hi: 'नगर निगम आगरा' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Nagar Nigam Agra');
  });

  it('links to search property, the ledger, online payment and objection status', async () => {
    renderApp('/');
    const tasks = await screen.findByRole('region', { name: 'What would you like to do?' });
    const links = within(tasks).getAllByRole('link');
    expect(
      links.map((link) => [link.querySelector('.task-card__title')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Search Property', '/searchProperty'],
      ['View Ledger', '/ledger'],
      ['Pay Online', '/payment'],
      ['Objection Status', '/objections/status'],
    ]);
  });

  it('tells citizens how long a property ID is', async () => {
    renderApp('/');
    expect(
      await screen.findByText('Tip: keep your property ID at hand. It has 17 characters.'),
    ).toBeInTheDocument();
  });
});
