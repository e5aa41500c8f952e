import ExcelJS from 'exceljs';
import { ADMIN } from '../properties/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { PAYMENT_DAY, PaymentsTestBed } from '../payments/testing';

// What the collection screens read beyond the reports: the receipt register with names and totals,
// and the dashboard. A year before PAYMENT_DAY (15 September 2025) ward 1 took Rs 700 in cash; on
// PAYMENT_DAY ward 1 takes Rs 1,000 in cash (and has Rs 50 cancelled), ward 3 (zone 2) Rs 2,000 by POS.
let t: PaymentsTestBed;
let riAuth: string;
const RI = 'ri.dashboard@nagarnigam.demo';
const LAST_YEAR = Date.parse('2025-09-15T11:00:00+05:30');
const [CASH, POS, LAST_YEAR_CASH] = [100_000, 200_000, 70_000];

beforeAll(async () => {
  t = await PaymentsTestBed.start();
  t.bed.harness.freezeClockAt(LAST_YEAR);
  await t.cash(await t.property(), 700);
  t.bed.harness.freezeClockAt(PAYMENT_DAY);
  const owing = await t.propertyOwing(10_000);
  const elsewhere = await t.propertyElsewhere();
  await t.raiseDemand(elsewhere, '2026-27', 5_000);
  await t.cash(owing, 1_000);
  const pos = await t.pay(elsewhere, { transactionType: 'POS', paidAmount: 2_000, refId: 'APPR90' });
  expect(pos.status).toBe(201);
  const wrong = await t.cash(owing, 50);
  const cancel = await t.json('patch', '/api/transactions/cancelPayment', {
    txnID: wrong.txnId,
    remarks: 'Entered twice',
  });
  expect(cancel.status).toBe(200);
  riAuth = await t.bed.wardLimitedOfficial(RI, t.city.zone1, t.city.ward1);
});
afterAll(() => t.stop());

const get = (path: string, email: string | null = ADMIN) => t.json('get', `/api/${path}`, undefined, email);

async function sheetRows(path: string): Promise<unknown[][]> {
  const file = await t.bed.file(path);
  expect(file.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.body as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
}

describe('GET taxCollections/collectionList, as the screen reads it', () => {
  it('names the places and the mode, marks the cancelled receipt and totals what was collected', async () => {
    const { status, body } = await get('taxCollections/collectionList?limit=2', DEMO_OPERATOR.email);
    expect(status).toBe(200);
    expect([body.total, body.data.length]).toEqual([4, 2]);
    // The clock stands still here: receipts of the same moment come in no particular order.
    const all = await get('taxCollections/collectionList?limit=10', DEMO_OPERATOR.email);
    const cancelled = all.body.data.find((line: { cancelled: boolean }) => line.cancelled);
    expect(cancelled).toMatchObject({
      cancelled: true,
      stateName: 'Cancelled',
      modeName: 'Cash',
      zoneName: expect.any(String),
      wardName: 'Hazratganj',
      mohallaName: 'Narhi',
    });
    // Every receipt of the filters, the cancelled one left out; not just the page.
    expect(body.totals).toMatchObject({ receipts: 3, amountPaise: CASH + POS + LAST_YEAR_CASH });
    const pos = await get('taxCollections/collectionList?mode=POS');
    expect(pos.body.data[0]).toMatchObject({
      modeName: 'POS',
      instrumentText: 'APPR90',
      wardName: 'Gomti Nagar',
      mohallaName: 'Vikas Nagar',
    });
    expect(pos.body.totals.byHead.house + pos.body.totals.advancePaise).toBe(POS);
  });

  it('writes every line of the filters to the workbook, not one page, with the total row', async () => {
    const rows = await sheetRows('/api/taxCollections/collectionList?limit=1&format=xlsx');
    const header = rows.findIndex((row) => row[1] === 'Receipt number');
    const lines = rows.slice(header + 1);
    expect(lines).toHaveLength(5);
    expect(lines.map((row) => row[3])).toContain('Cancelled');
    expect(lines.at(-1)?.[1]).toBe('Total');
    expect(lines.at(-1)?.at(-1)).toBe((CASH + POS + LAST_YEAR_CASH) / 100);
  });
});

describe('GET taxCollections/dashboard', () => {
  it('sets today and the year to date against the same days last year', async () => {
    const { status, body } = await get('taxCollections/dashboard');
    expect(status).toBe(200);
    const d = body.data;
    expect([d.today, d.lastYearDay, d.financialYear]).toEqual(['2026-09-15', '2025-09-15', '2026-27']);
    expect(d.periods).toEqual([
      expect.objectContaining({
        key: 'today',
        name: 'Today',
        receipts: 2,
        amountPaise: CASH + POS,
        lastYearReceipts: 1,
        lastYearAmountPaise: LAST_YEAR_CASH,
      }),
      expect.objectContaining({
        key: 'yearToDate',
        startDate: '2026-04-01',
        lastYearStartDate: '2025-04-01',
        lastYearEndDate: '2025-09-15',
        amountPaise: CASH + POS,
        lastYearAmountPaise: LAST_YEAR_CASH,
      }),
    ]);
    expect(d.periods[0].changePercent).toBeCloseTo(((CASH + POS - LAST_YEAR_CASH) * 100) / LAST_YEAR_CASH);
    const today = Object.fromEntries(
      d.todayModes.map((m: { mode: string; amountPaise: number }) => [m.mode, m.amountPaise]),
    );
    expect([today.cash, today.pos, today.dd]).toEqual([CASH, POS, 0]);
    expect(d.modes.find((m: { mode: string }) => m.mode === 'cash')).toMatchObject({
      modeName: 'Cash',
      amountPaise: CASH,
      lastYearAmountPaise: LAST_YEAR_CASH,
    });
    expect(d.months[5]).toMatchObject({
      month: '2026-09',
      amountPaise: CASH + POS,
      lastYearAmountPaise: LAST_YEAR_CASH,
    });
    expect(d.totals.months.amountPaise).toBe(CASH + POS);
  });

  it('sets the demand of each zone beside its collection, as the demand report counts it', async () => {
    const { body } = await get('taxCollections/dashboard');
    const demand = await get('taxDemands/zoneWiseSummary');
    const zones = body.data.zones as {
      id: string;
      demandPaise: number;
      collectedPaise: number;
      yearCollectionPaise: number;
    }[];
    expect(zones.map((zone) => [zone.id, zone.demandPaise, zone.collectedPaise])).toEqual(
      demand.body.data.map(
        (row: { zoneId: string; total: { demandPaise: number; collectedPaise: number } }) => [
          row.zoneId,
          row.total.demandPaise,
          row.total.collectedPaise,
        ],
      ),
    );
    expect(zones.map((zone) => zone.yearCollectionPaise)).toEqual([CASH, POS]);
    expect(zones[0].demandPaise).toBeGreaterThan(0);
  });

  it('ranks the wards and the revenue inspectors by this year’s collection', async () => {
    const { body } = await get('taxCollections/dashboard');
    const { wards, riLeague } = body.data;
    expect(wards[0]).toMatchObject({
      group: 'top',
      groupName: 'Top 5',
      name: 'Gomti Nagar',
      amountPaise: POS,
    });
    expect(wards.filter((w: { group: string }) => w.group === 'bottom')).toEqual([]);
    expect(riLeague[0]).toMatchObject({
      rank: 1,
      username: 'Kavita Singh',
      wardNames: 'Hazratganj',
      amountPaise: CASH,
    });
    expect(riLeague[0].sharePercent).toBeCloseTo((CASH * 100) / (CASH + POS));
    expect(riLeague.every((row: { riId: string | null }) => row.riId !== null)).toBe(true);
  });

  it('answers an official limited to ward 1 with ward 1 only, in Hindi when asked', async () => {
    const { body } = await t.bed
      .http()
      .get('/api/taxCollections/dashboard?lang=hi')
      .set('Authorization', riAuth);
    expect(body.data.periods[0]).toMatchObject({
      name: 'आज',
      amountPaise: CASH,
      lastYearAmountPaise: LAST_YEAR_CASH,
    });
    expect(body.data.zones.map((zone: { id: string }) => zone.id)).toEqual([t.city.zone1]);
  });

  it('writes a table of the dashboard as a workbook with its total row', async () => {
    const rows = await sheetRows('/api/taxCollections/dashboard?table=zones&format=xlsx');
    const header = rows.findIndex((row) => row[1] === 'Zone');
    const lines = rows.slice(header + 1);
    expect(lines.map((row) => row[1]).at(-1)).toBe('Total');
    expect(lines.at(-1)?.[6]).toBe((CASH + POS) / 100);
  });

  it('refuses a table it does not have, a file without a table, and an operator', async () => {
    expect((await get('taxCollections/dashboard?table=cities')).status).toBe(400);
    const noTable = await get('taxCollections/dashboard?format=xlsx');
    expect([noTable.status, noTable.body.message]).toEqual([
      400,
      'table must be one of periods, todayModes, zones, modes, months, wards, riLeague',
    ]);
    expect((await get('taxCollections/dashboard', DEMO_OPERATOR.email)).status).toBe(403);
    expect((await get('taxCollections/dashboard', null)).status).toBe(401);
  });
});
