import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, geographyApi } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const LIST = 'GET /api/taxDemands/defaultersList';
const GENERATE = 'POST /api/properties/generateBulkNotice';
const JOB = 'GET /api/properties/notices/jobs/job-1';
const ID = 'LKO-0001-0001-001';

const row = (id: string, owner: string, duesPaise: number) => ({
  propertyUniqueId: id,
  ownerName: owner,
  address: '12 Station Road',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  zoneName: 'Aliganj Zone',
  wardName: 'Ward 1 Hazratganj',
  mohallaName: 'Narhi',
  yearsDue: ['2024-25', '2025-26'],
  duesPaise,
  byHead: { house: duesPaise - 10_000_00, water: 10_000_00, sewer: 0 },
});

const defaulters = {
  body: {
    data: [row(ID, 'Ramesh Kumar', 2_50_000_00), row('LKO-0001-0001-002', 'Sita Devi', 1_20_000_00)],
    total: 30,
    page: 1,
    limit: 25,
    totals: {
      properties: 30,
      duesPaise: 50_00_000_00,
      byHead: { house: 45_00_000_00, water: 5_00_000_00, sewer: 0 },
    },
  },
};

const job = (status: string, parts: object[] = []) => ({
  id: 'job-1',
  noticeType: 'recovery',
  status,
  total: 1,
  done: status === 'completed' ? 1 : 0,
  issued: parts.length,
  skipped: 0,
  parts,
});
const PART = {
  part: 1,
  notices: 1,
  pages: 1,
  bytes: 100,
  firstNumber: 'RN-2026-27-000001',
  lastNumber: 'RN-2026-27-000001',
  url: '/api/files/notice-part-1.pdf?sig=abc',
  fileName: 'notices-1.pdf',
};

function render() {
  const rendered = renderAdmin({
    path: '/admin/reports/defaulters',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      [LIST]: defaulters,
      [GENERATE]: { status: 201, body: { data: job('queued') } },
      [JOB]: { body: { data: job('completed', [PART]) } },
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the defaulters screen', () => {
  it('asks for dues between ₹1,00,000 and ₹5,00,000 and shows owners, places by name, years and heads', async () => {
    const { api } = render();
    const table = await screen.findByRole('table', { name: 'Defaulters' });
    const first = (await within(table).findByText('Ramesh Kumar')).closest('tr') as HTMLElement;
    expect(cells(first).slice(0, 11)).toEqual([
      ID,
      'Ramesh Kumar',
      '12 Station Road',
      'Aliganj Zone',
      'Ward 1 Hazratganj',
      'Narhi',
      '2024-25, 2025-26',
      '₹2,40,000.00',
      '₹10,000.00',
      '₹0.00',
      '₹2,50,000.00',
    ]);
    expect(within(first).getByRole('link', { name: ID }).getAttribute('href')).toBe(
      `/admin/properties?show=${ID}&money=ledger`,
    );
    const total = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(cells(total)[10]).toBe('₹50,00,000.00');
    expect(screen.getByRole('status')).toHaveTextContent('30 properties');
    expect(api.callsTo(LIST)[0].query).toEqual({
      minAmount: '100000',
      maxAmount: '500000',
      order: 'desc',
      page: '1',
      limit: '25',
    });
  });

  it('filters by amounts and which dues count, sorts smallest first and pages', async () => {
    const { api, user } = render();
    await screen.findByRole('table', { name: 'Defaulters' });
    const min = screen.getByLabelText('Minimum dues (₹)');
    await user.clear(min);
    await user.type(min, '5000');
    await user.selectOptions(screen.getByLabelText('Dues counted'), 'arrears');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({ minAmount: '5000', filterType: 'arrears' }),
    );
    await user.click(screen.getByRole('button', { name: 'Largest dues first' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.order).toBe('asc'));
    const pages = screen.getByRole('navigation', { name: 'Pages of the defaulters list' });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.page).toBe('2'));
  });

  it('issues a recovery notice for a row after a confirmation and offers its PDF', async () => {
    const { api, user } = render();
    await screen.findByRole('table', { name: 'Defaulters' });
    await user.click(await screen.findByRole('button', { name: `Issue a recovery notice to ${ID}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Ramesh Kumar (property ${ID}) owes ₹2,50,000.00`);
    expect(api.callsTo(GENERATE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Issue notice' }));
    await waitFor(() => expect(api.callsTo(GENERATE)).toHaveLength(1));
    expect(api.callsTo(GENERATE)[0].body).toEqual({
      noticeType: 'recovery',
      language: 'en',
      propertyUniqueId: ID,
      minimumDues: '100000',
    });
    const open = await screen.findByRole(
      'link',
      { name: 'Open notice RN-2026-27-000001 (PDF)' },
      { timeout: 8000 },
    );
    expect(open.getAttribute('href')).toBe(PART.url);
  });

  it('speaks Hindi: the title, the headers, the filters, the tabs and the action', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Defaulters' });
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिंदी' }));
    const table = await screen.findByRole('table', { name: 'बकायेदार' });
    expect(within(table).getByText('कुल बकाया')).toBeInTheDocument();
    expect(await within(table).findByText('कुल')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'बकायेदार' })).toBeInTheDocument();
    expect(screen.getByLabelText('न्यूनतम बकाया (₹)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'केवल पिछला बकाया (पिछले वर्ष)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'वर्ष एवं कर अनुसार माँग' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${ID} को वसूली नोटिस जारी करें` })).toBeInTheDocument();
  });

  it('shows the property reports in tabs, asked with the screen’s language', async () => {
    const { api, user } = render();
    api.on('GET /api/properties/taxSummary', {
      body: {
        data: [
          {
            financialYear: '2026-27',
            head: 'house',
            headName: 'House tax',
            demandPaise: 100_00,
            rebatePaise: 0,
            collectedPaise: 40_00,
            interestPaise: 0,
            balancePaise: 60_00,
          },
        ],
        totals: {
          demandPaise: 100_00,
          rebatePaise: 0,
          collectedPaise: 40_00,
          interestPaise: 0,
          balancePaise: 60_00,
        },
      },
    });
    await screen.findByRole('table', { name: 'Defaulters' });
    await user.click(screen.getByRole('tab', { name: 'Demand by year and tax' }));
    const table = await screen.findByRole('table', { name: 'Demand and collection by year and tax' });
    expect(await within(table).findByText('House tax')).toBeInTheDocument();
    expect(api.callsTo('GET /api/properties/taxSummary')[0].query).toEqual({ lang: 'en' });
  });
});
