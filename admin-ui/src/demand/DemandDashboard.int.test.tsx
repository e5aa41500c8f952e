import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { financialYearOfInstant, shiftFinancialYear } from '@ptax/contracts';
import { adminSession, formEntries, geographyApi } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { pinDate } from '../../../test/pinDate';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const TOTALS = 'GET /api/taxDemands/fetchUpdatedTotals';
const RAISE = 'POST /api/taxDemands/bulkDemandBill';
const BY_EXCEL = 'POST /api/taxDemands/bulkDemandBillByExcel';
const SUMMARY = 'GET /api/taxDemands/totalSummary';
const RUN_COUNT = 'GET /api/taxDemands/runCount';
// Date stands still for this file: the screen and the test see one financial year.
const YEAR = financialYearOfInstant(pinDate());
const LAST_YEAR = shiftFinancialYear(YEAR, -1);
const TWO_YEARS_AGO = shiftFinancialYear(YEAR, -2);

// This year: 130 of 200 properties to bill; last year 12 still without a bill; the year before, none.
const runCount = {
  currentYear: YEAR,
  years: [
    { financialYear: YEAR, properties: 200, assessed: 170, raised: 40, toRaise: 130 },
    { financialYear: LAST_YEAR, properties: 200, assessed: 150, raised: 138, toRaise: 12 },
    { financialYear: TWO_YEARS_AGO, properties: 200, assessed: 150, raised: 150, toRaise: 0 },
  ],
};

const totals = {
  financialYear: YEAR,
  properties: 4875,
  demandPaise: 1234567_00,
  adjustmentPaise: 0,
  rebatePaise: 250000_00,
  collectedPaise: 456789_00,
  outstandingPaise: 777778_00,
  arrearsPaise: 99000_00,
  interestPaise: 5000_00,
  onDate: '2025-06-30',
};

const head = (demandPaise: number, collectedPaise: number) => ({
  demandPaise,
  rebatePaise: 0,
  collectedPaise,
  interestPaise: 0,
  balancePaise: demandPaise - collectedPaise,
});
const totalSummary = {
  financialYear: YEAR,
  onDate: '2025-06-30',
  properties: 4875,
  ...head(1_200_000_00, 450_000_00),
  byHead: {
    house: head(1_000_000_00, 400_000_00),
    water: head(150_000_00, 40_000_00),
    sewer: head(50_000_00, 10_000_00),
  },
};

function renderDemand() {
  const rendered = renderAdmin({
    path: '/admin/demand/dashboard',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      [TOTALS]: { body: { data: totals } },
      [SUMMARY]: { body: { data: totalSummary } },
      [RUN_COUNT]: { body: { data: runCount } },
      [RAISE]: {
        body: {
          data: { financialYear: YEAR, raised: 120, replaced: 3, unchanged: 40, notAssessed: 7, failed: 0 },
        },
      },
      [BY_EXCEL]: {
        body: {
          data: {
            financialYear: YEAR,
            raised: 2,
            replaced: 0,
            unchanged: 0,
            notAssessed: 0,
            failed: [{ propertyUniqueId: 'LKO-0009-0009-009', message: 'Property not found' }],
          },
        },
      },
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const counts = () => screen.findByRole('status', {}, { timeout: 10_000 });

describe('Demand dashboard', () => {
  it("shows the year's totals for the city in rupees", async () => {
    const { api } = renderDemand();
    const section = await screen.findByRole('region', { name: 'Demand totals' }, { timeout: 10_000 });
    expect(await within(section).findByLabelText('Demand')).toHaveTextContent('₹12,34,567.00');
    expect(within(section).getByLabelText('Properties with a demand')).toHaveTextContent('4,875');
    expect(api.callsTo(TOTALS)[0].query).toEqual({ financialYear: YEAR });
  });

  it("shows the year's demand, collection and balance by tax head from taxDemands/totalSummary", async () => {
    const { api } = renderDemand();
    const table = await screen.findByRole(
      'table',
      { name: "The year's demand by tax head" },
      { timeout: 10_000 },
    );
    const water = within(table).getByText('Water tax').closest('tr') as HTMLElement;
    expect(
      within(water)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Water tax', '₹1,50,000.00', '₹0.00', '₹40,000.00', '₹0.00', '₹1,10,000.00']);
    const total = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(within(total).getAllByRole('cell').at(-1)).toHaveTextContent('₹7,50,000.00');
    expect(api.callsTo(SUMMARY)[0].query).toEqual({ financialYear: YEAR });
  });

  it("raises the ward's demand with POST taxDemands/bulkDemandBill and shows the counts", async () => {
    const { api, user } = renderDemand();
    const zone = await screen.findByLabelText('Zone', {}, { timeout: 10_000 });
    await within(zone).findByText('Zone 1');
    await user.selectOptions(zone, 'Zone 1');
    const ward = screen.getByLabelText('Ward');
    await within(ward).findByText('11 - Aliganj');
    await user.selectOptions(ward, '11 - Aliganj');
    await user.click(screen.getByRole('button', { name: 'Raise demand' }));
    // Asked first, with the server's count for the ward and the year.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Raise the demand of ${YEAR} for 130 properties?`)).toBeInTheDocument();
    expect(
      within(dialog).getByText('The chosen zone, ward or mohalla: 200 active properties.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(`130 get their ${YEAR} bill for the first time.`)).toBeInTheDocument();
    expect(within(dialog).getByText('30 are not assessed for the year and are skipped.')).toBeInTheDocument();
    expect(api.callsTo(RUN_COUNT).at(-1)?.query).toEqual({ zoneId: 'z1', wardId: 'w1' });
    expect(api.callsTo(RAISE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Raise demand' }));

    const result = await counts();
    expect(within(result).getByLabelText('Raised')).toHaveTextContent('120');
    expect(within(result).getByLabelText('Replaced (assessment changed)')).toHaveTextContent('3');
    expect(within(result).getByLabelText('Unchanged')).toHaveTextContent('40');
    expect(within(result).getByLabelText('Not assessed')).toHaveTextContent('7');
    expect(within(result).getByLabelText('Failed')).toHaveTextContent('0');
    expect(api.callsTo(RAISE)[0].body).toEqual({ financialYear: YEAR, zoneId: 'z1', wardId: 'w1' });
    // The totals are read again for the ward after the raise.
    await waitFor(() =>
      expect(api.callsTo(TOTALS).at(-1)?.query).toEqual({ financialYear: YEAR, zoneId: 'z1', wardId: 'w1' }),
    );
  });

  it('asks before raising the demand of the whole city', async () => {
    const { api, user } = renderDemand();
    await screen.findByLabelText('Zone', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Raise demand' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Raise the demand of ${YEAR} for 130 properties?`)).toBeInTheDocument();
    expect(within(dialog).getByText('The whole city: 200 active properties.')).toBeInTheDocument();
    expect(api.callsTo(RAISE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(RAISE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Raise demand' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Raise demand' }));
    expect(within(await counts()).getByLabelText('Raised')).toHaveTextContent('120');
    // The outcome is said where the user is, too: raised (new and replaced) and skipped.
    expect(await screen.findByText(`Demand ${YEAR}: 123 bills raised, 47 skipped`)).toBeInTheDocument();
    expect(api.callsTo(RAISE)[0].body).toEqual({ financialYear: YEAR });
  });

  it('offers this year and the earlier years not yet raised, never a future year', async () => {
    const { api } = renderDemand();
    const year = await screen.findByLabelText('Financial Year', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        within(year)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain(LAST_YEAR),
    );
    const offered = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((text) => /^\d{4}-\d{2}$/.test(text ?? ''));
    expect(offered).toEqual([YEAR, LAST_YEAR]);
    expect(year).toHaveValue(YEAR);
    expect(api.callsTo(RUN_COUNT)[0].query).toEqual({});
  });

  it('raises from a spreadsheet as multipart and lists the properties that failed', async () => {
    const { api, user } = renderDemand();
    await screen.findByRole('region', { name: 'Raise from a spreadsheet' }, { timeout: 10_000 });
    const sheet = new File(['xlsx'], 'ward-11.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(screen.getByLabelText('Spreadsheet'), sheet);
    await user.click(screen.getByRole('button', { name: 'Upload and raise' }));

    const result = await counts();
    expect(within(result).getByLabelText('Failed')).toHaveTextContent('1');
    expect(within(result).getByText('LKO-0009-0009-009: Property not found')).toBeInTheDocument();
    const { file, ...fields } = formEntries(api.callsTo(BY_EXCEL)[0].body);
    expect((file as File).name).toBe('ward-11.xlsx');
    expect(fields).toEqual({ financialYear: YEAR });
  });
});
