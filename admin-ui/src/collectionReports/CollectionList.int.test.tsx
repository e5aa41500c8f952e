import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { geographyApi, operatorSession } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { collectionList } from './testFixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const LIST = 'GET /api/taxCollections/collectionList';

function render() {
  return renderAdmin({
    path: '/admin/reports/collection-list',
    token: operatorSession.token,
    api: { ...operatorSession.lookup, ...geographyApi, [LIST]: collectionList },
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the collection list', () => {
  it('shows an operator the receipts with names, instruments and heads, the cancelled one marked', async () => {
    const { api } = render();
    const table = await screen.findByRole('table', { name: 'Collection list' }, { timeout: 10_000 });
    const dd = (await within(table).findByText('R-2026-27/000046')).closest('tr') as HTMLElement;
    expect(cells(dd)).toEqual([
      'R-2026-27/000046',
      '15-09-2026',
      'Cancelled',
      'LKO-0001-0011-001',
      'Sita Devi',
      'Ram Prasad',
      'Zone 1',
      'Aliganj',
      'Kapoorthala',
      'DD',
      'DD778 · State Bank of India',
      '₹400.00',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '₹400.00',
    ]);
    const total = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(cells(total).slice(-7)).toEqual([
      '₹9,000.00',
      '₹1,000.00',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '₹0.00',
      '₹10,000.00',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('60 receipts');
    expect(api.callsTo(LIST)[0].query).toEqual({ page: '1', limit: '25', lang: 'en' });
  });

  it('pages through the register and filters it by mode', async () => {
    const { api } = render();
    await screen.findByRole('table', { name: 'Collection list' }, { timeout: 10_000 });
    const pages = screen.getByRole('navigation', { name: 'Pages of the collection list' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.page).toBe('2'));

    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'DD');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({ mode: 'dd', page: '1', limit: '25', lang: 'en' }),
    );
  });

  it('downloads a receipt from its number with the bearer token', async () => {
    const { api } = render();
    api.on('GET /api/receipts/R-2026-27%2F000045/pdf', { body: 'pdf' });
    const table = await screen.findByRole('table', { name: 'Collection list' }, { timeout: 10_000 });
    await userEvent.click(within(table).getByRole('button', { name: 'R-2026-27/000045' }));
    await waitFor(() => expect(api.callsTo('GET /api/receipts/R-2026-27%2F000045/pdf')).toHaveLength(1));
    const [call] = api.callsTo('GET /api/receipts/R-2026-27%2F000045/pdf');
    expect([call.query, call.authorization]).toEqual([{ lang: 'en' }, `Bearer ${operatorSession.token}`]);
  });
});
