import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import { indianToday } from './format';
import {
  adminSession,
  cashPaid,
  geographyApi,
  operatorSession,
  summary,
  transactionsList,
  type TestSession,
} from './testFixtures';

const FIRST_LOAD = { timeout: 10_000 };

function render(path: string, api: Record<string, FakeHandler>, session: TestSession = adminSession) {
  return renderAdmin({ path, token: session.token, api: { ...session.lookup, ...geographyApi, ...api } });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the posting summary', () => {
  it('reads this month by day and mode from GET transactions/posting-summary, with a total line', async () => {
    const today = indianToday();
    const { api } = render(
      '/admin/payments/posting',
      {
        'GET /api/transactions/posting-summary': {
          body: {
            data: [
              { date: '2026-04-12', mode: 'cash', count: 3, amountPaise: 1_500_000, rebatePaise: 50_000 },
              { date: '2026-04-12', mode: 'cheque', count: 1, amountPaise: 123_456_700, rebatePaise: 0 },
            ],
          },
        },
      },
      operatorSession,
    );
    const table = await screen.findByRole('table', { name: 'Posting Summary' }, FIRST_LOAD);
    const cash = (await within(table).findByText('Cash')).closest('tr') as HTMLElement;
    expect(cells(cash)).toEqual(['12-04-2026', 'Cash', '3', '₹15,000.00', '₹500.00']);
    const total = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(cells(total)).toEqual(['Total', '', '4', '₹12,49,567.00', '₹500.00']);
    expect(api.callsTo('GET /api/transactions/posting-summary')[0].query).toEqual({
      startDate: `${today.slice(0, 8)}01`,
      endDate: today,
    });
  });

  it('reads the chosen range on Search and refuses a range that ends before it starts', async () => {
    const { api } = render('/admin/payments/posting', {
      'GET /api/transactions/posting-summary': { body: { data: [] } },
    });
    const search = await screen.findByRole('search', { name: 'Date range' }, FIRST_LOAD);
    const from = within(search).getByLabelText('From Date');
    const to = within(search).getByLabelText('To Date');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-04-30');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-04-01');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await within(search).findByText('From Date must not be after To Date')).toBeInTheDocument();
    expect(api.callsTo('GET /api/transactions/posting-summary')).toHaveLength(1);

    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-01');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/transactions/posting-summary').at(-1)?.query).toEqual({
        startDate: '2026-03-01',
        endDate: '2026-04-01',
      }),
    );
    expect(await screen.findByText('No records available')).toBeInTheDocument();
  });
});

describe('the payout history', () => {
  it('asks POST payments/payout for the range and lists the settlements with their UTR', async () => {
    const { api } = render('/admin/payout-history', {
      'POST /api/payments/payout': {
        body: {
          data: [{ date: '2026-04-13', amountPaise: 98_765_400, count: 12, utr: 'UTR0001', gateway: 'payu' }],
        },
      },
    });
    const row = (await screen.findByText('UTR0001', {}, FIRST_LOAD)).closest('tr') as HTMLElement;
    expect(cells(row)).toEqual(['13-04-2026', 'payu', '12', '₹9,87,654.00', 'UTR0001']);
    expect(api.callsTo('POST /api/payments/payout')[0].body).toEqual({
      startDate: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      endDate: indianToday(),
    });
  });
});

describe('the online transactions of the admin', () => {
  it('lists the gateway payments (mode=online) and, on its tab, the card provider payments', async () => {
    const online = { ...cashPaid, id: 'p-3001', txnId: 'TXN-3001', mode: 'online' as const, gateway: 'payu' };
    const card = { ...cashPaid, id: 'p-4001', txnId: 'SNN-4001', mode: 'online' as const, gateway: 'snn' };
    const { api } = render('/admin/transactions/admin/online', {
      'GET /api/transactions': transactionsList([online]),
      'GET /api/transactions/summary': { body: { data: summary } },
      'GET /api/snn-payments/all': transactionsList([card]),
      'GET /api/snn-payments/summary': { body: { data: summary } },
    });
    await screen.findByText('TXN-3001', {}, FIRST_LOAD);
    expect(api.callsTo('GET /api/transactions')[0].query).toMatchObject({ mode: 'online' });
    await userEvent.click(screen.getByRole('tab', { name: 'Card Payments' }));
    expect(await screen.findByText('SNN-4001')).toBeInTheDocument();
    expect(api.callsTo('GET /api/snn-payments/all')[0].query).toEqual({
      page: '1',
      limit: '10',
      sort: 'createdAt',
      order: 'DESC',
    });
    expect(api.callsTo('GET /api/snn-payments/summary')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export Summary' })).toBeInTheDocument();
  });
});
