import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const DASHBOARD = 'GET /api/taxCollections/dashboard';
const mode = (m: string, modeName: string, amountPaise: number, lastYearAmountPaise: number) => ({
  mode: m,
  modeName,
  receipts: amountPaise ? 1 : 0,
  amountPaise,
  lastYearAmountPaise,
});

const dashboard = {
  today: '2026-09-15',
  lastYearDay: '2025-09-15',
  financialYear: '2026-27',
  periods: [
    {
      key: 'today',
      name: 'Today',
      startDate: '2026-09-15',
      endDate: '2026-09-15',
      lastYearStartDate: '2025-09-15',
      lastYearEndDate: '2025-09-15',
      receipts: 2,
      amountPaise: 300_000,
      lastYearReceipts: 1,
      lastYearAmountPaise: 70_000,
      changePercent: 328.57,
    },
    {
      key: 'yearToDate',
      name: 'This financial year to date',
      startDate: '2026-04-01',
      endDate: '2026-09-15',
      lastYearStartDate: '2025-04-01',
      lastYearEndDate: '2025-09-15',
      receipts: 40,
      amountPaise: 12_000_000,
      lastYearReceipts: 50,
      lastYearAmountPaise: 15_000_000,
      changePercent: -20,
    },
  ],
  todayModes: [mode('cash', 'Cash', 100_000, 70_000), mode('online', 'Online', 200_000, 0)],
  modes: [mode('cash', 'Cash', 8_000_000, 9_000_000), mode('online', 'Online', 4_000_000, 6_000_000)],
  months: [{ month: '2026-04', receipts: 40, amountPaise: 12_000_000, lastYearAmountPaise: 15_000_000 }],
  zones: [
    {
      id: 'z1',
      name: 'Zone 1',
      demandPaise: 50_000_000,
      collectedPaise: 12_000_000,
      balancePaise: 38_000_000,
      collectedPercent: 24,
      yearCollectionPaise: 12_000_000,
    },
  ],
  wards: [
    {
      group: 'top',
      groupName: 'Top 5',
      id: 'w1',
      name: 'Aliganj',
      zoneName: 'Zone 1',
      receipts: 30,
      amountPaise: 9_000_000,
    },
    {
      group: 'bottom',
      groupName: 'Bottom 5',
      id: 'w3',
      name: 'Chowk',
      zoneName: 'Zone 2',
      receipts: 0,
      amountPaise: 0,
    },
  ],
  riLeague: [
    {
      rank: 1,
      riId: 'ri1',
      username: 'Kavita Singh',
      wardNames: 'Aliganj',
      receipts: 30,
      amountPaise: 9_000_000,
      sharePercent: 75,
    },
  ],
  totals: {
    modes: { receipts: 40, amountPaise: 12_000_000, lastYearAmountPaise: 15_000_000 },
    months: { receipts: 40, amountPaise: 12_000_000, lastYearAmountPaise: 15_000_000 },
    zones: {
      demandPaise: 50_000_000,
      collectedPaise: 12_000_000,
      balancePaise: 38_000_000,
      yearCollectionPaise: 12_000_000,
      collectedPercent: 24,
    },
  },
};

function render(path = '/admin/reports/dashboard') {
  return renderAdmin({
    path,
    token: adminSession.token,
    api: { ...adminSession.lookup, [DASHBOARD]: { body: { data: dashboard } } },
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the report dashboard', () => {
  it("sets today's and the year's collection against the same days last year, in rupees and words", async () => {
    const { api } = render();
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 10_000 });
    expect(within(today).getByLabelText('Collected')).toHaveTextContent('₹3,000.00');
    expect(today).toHaveTextContent(
      '₹3,000.00 from 2 receipts; ₹700.00 from 1 receipts in the same days last year (15-09-2025 – 15-09-2025).',
    );
    expect(within(today).getByLabelText('Change against last year')).toHaveTextContent('+328.6%');
    const year = screen.getByRole('region', { name: 'This financial year to date' });
    expect(within(year).getByLabelText('Change against last year')).toHaveTextContent('-20.0%');
    expect(api.callsTo(DASHBOARD)[0].query).toEqual({ lang: 'en' });
  });

  it('shows today by mode, demand against collection by zone, wards and the RI league', async () => {
    render('/admin/dashboard/reports');
    const byMode = await screen.findByRole(
      'table',
      { name: "Today's collection by mode" },
      { timeout: 10_000 },
    );
    expect(cells(within(byMode).getByText('Online').closest('tr') as HTMLElement)).toEqual([
      'Online',
      '1',
      '₹2,000.00',
      '₹0.00',
    ]);
    const zones = screen.getByRole('table', { name: 'Demand and collection by zone' });
    expect(cells(within(zones).getByText('Zone 1').closest('tr') as HTMLElement)).toEqual([
      'Zone 1',
      '₹5,00,000.00',
      '₹1,20,000.00',
      '₹3,80,000.00',
      '24.0%',
      '₹1,20,000.00',
    ]);
    expect(
      screen.getByText(
        'The city has collected ₹1,20,000.00 of a demand of ₹5,00,000.00; ₹3,80,000.00 is due.',
      ),
    ).toBeInTheDocument();
    const wards = screen.getByRole('table', { name: 'Top and bottom wards' });
    expect(within(wards).getByText('Bottom 5')).toBeInTheDocument();
    const league = screen.getByRole('table', { name: 'Revenue inspector league' });
    expect(cells(within(league).getByText('Kavita Singh').closest('tr') as HTMLElement)).toEqual([
      '1',
      'Kavita Singh',
      'Aliganj',
      '30',
      '₹90,000.00',
      '75.0%',
    ]);
    expect(
      screen.getByText('Kavita Singh leads the revenue inspectors with ₹90,000.00 this year.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Download XLSX' })).toHaveLength(6);
  });

  it('downloads a block as XLSX through the dashboard call with its table', async () => {
    const { api } = render();
    api.on(DASHBOARD, (call) => (call.query.format ? { body: 'xlsx' } : { body: { data: dashboard } }));
    const league = await screen.findByRole(
      'table',
      { name: 'Revenue inspector league' },
      { timeout: 10_000 },
    );
    const block = league.closest('.MuiCard-root') as HTMLElement;
    await userEvent.click(within(block).getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() =>
      expect(api.callsTo(DASHBOARD).find((call) => call.query.format)?.query).toEqual({
        table: 'riLeague',
        format: 'xlsx',
        lang: 'en',
      }),
    );
  });
});
