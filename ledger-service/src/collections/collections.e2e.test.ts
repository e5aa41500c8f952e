import ExcelJS from 'exceljs';
import { openExport, peopleReadableProblems } from '../properties/exportTesting';
import { ADMIN } from '../properties/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { PaymentsTestBed } from '../payments/testing';

// One day's counter work on TEST_DAY (15 September 2026): ward 1 (zone 1) takes cash and a DD and
// has a cash receipt cancelled; ward 3 (zone 2) takes a POS payment and receives a payment shifted
// from a property in ward 1. An RI holds ward 1 only.
let t: PaymentsTestBed;
let riAuth: string;
const RI = 'ri.ward1@nagarnigam.demo';
const WARD1 = 100_050 + 40_000;
const WARD3 = 200_000 + 30_000;
let cancelledReceipt: string;

beforeAll(async () => {
  t = await PaymentsTestBed.start();
  const owing = await t.propertyOwing(10_000);
  const elsewhere = await t.propertyElsewhere();
  await t.raiseDemand(elsewhere, '2026-27', 5_000, 1_000, 500);
  const noDemand = await t.property();
  await t.cash(owing, 1_000.5);
  const dd = await t.pay(owing, {
    transactionType: 'DD',
    paidAmount: 400,
    ddNumber: 'DD778',
    bankName: 'State Bank of India',
    issuerName: 'Ramesh Kumar',
    instrumentDate: '2026-09-10',
  });
  expect(dd.status).toBe(201);
  const pos = await t.pay(elsewhere, { transactionType: 'POS', paidAmount: 2_000, refId: 'APPR77' });
  expect(pos.status).toBe(201);
  await t.cash(noDemand, 300);
  const shift = await t.json('patch', '/api/transactions/shiftPayment', {
    paidPUID: noDemand,
    shiftPUID: elsewhere,
    requestedBy: 'Asha',
    reason: 'Paid to the wrong property',
  });
  expect(shift.status).toBe(200);
  const wrong = await t.cash(owing, 50);
  cancelledReceipt = String(wrong.receiptNumber);
  const cancel = await t.json('patch', '/api/transactions/cancelPayment', {
    txnID: wrong.txnId,
    remarks: 'Entered twice',
  });
  expect(cancel.status).toBe(200);
  riAuth = await t.bed.wardLimitedOfficial(RI, t.city.zone1, t.city.ward1);
});
afterAll(() => t.stop());

const get = (path: string, email: string | null = ADMIN) => t.json('get', `/api/${path}`, undefined, email);
const asRi = (path: string) => t.bed.http().get(`/api/${path}`).set('Authorization', riAuth);

describe('GET taxCollections/summary', () => {
  it('totals what was collected this financial year by kind, head, mode and demand year', async () => {
    const { status, body } = await get('taxCollections/summary');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ financialYear: '2026-27', receipts: 4, amountPaise: WARD1 + WARD3 });
    const d = body.data;
    expect(d.interestPaise + d.arrearsPaise + d.currentPaise + d.advancePaise + d.feePaise).toBe(
      d.amountPaise,
    );
    expect(d.byMode).toEqual([
      { mode: 'cash', transactionType: 'Cash', receipts: 2, amountPaise: 130_050 },
      { mode: 'dd', transactionType: 'DD', receipts: 1, amountPaise: 40_000 },
      { mode: 'pos', transactionType: 'POS', receipts: 1, amountPaise: 200_000 },
    ]);
    expect(d.byDemandYear).toEqual([expect.objectContaining({ financialYear: '2026-27' })]);
    // The same money as the transaction screens count as collected, rebate included.
    const transactions = await get('transactions/summary?financialYear=2026-27');
    expect([d.amountPaise, d.rebatePaise]).toEqual([
      transactions.body.data.amountPaise,
      transactions.body.data.rebatePaise,
    ]);
  });

  it('counts nothing in another financial year or outside the days asked', async () => {
    expect((await get('taxCollections/summary?financialYear=2025-26')).body.data.amountPaise).toBe(0);
    const after = await get('taxCollections/summary?startDate=2026-09-16');
    expect(after.body.data).toMatchObject({ receipts: 0, amountPaise: 0, financialYear: null });
  });

  it('answers an official limited to ward 1 with ward 1 only', async () => {
    const { body } = await asRi('taxCollections/summary');
    expect(body.data).toMatchObject({ receipts: 2, amountPaise: WARD1 });
  });
});

describe('GET taxCollections/typeWise', () => {
  it('lists every mode with its figures, zeros included, and the totals', async () => {
    const { body } = await get('taxCollections/typeWise');
    const byMode = Object.fromEntries(
      body.data.map((row: { mode: string; amountPaise: number }) => [row.mode, row.amountPaise]),
    );
    expect(byMode).toEqual({
      cash: 130_050,
      cheque: 0,
      dd: 40_000,
      online: 0,
      neft: 0,
      pos: 200_000,
      link: 0,
    });
    expect(body.totals.amountPaise).toBe(WARD1 + WARD3);
    const cashOnly = await get('taxCollections/typeWise?transactionType=Cash');
    expect(cashOnly.body.data).toHaveLength(1);
    expect(cashOnly.body.totals).toMatchObject({ receipts: 2, amountPaise: 130_050 });
  });
});

describe('GET taxCollections/monthWise', () => {
  it('lists the twelve months of the financial year, April first', async () => {
    const { body } = await get('taxCollections/monthWise?financialYear=2026-27');
    expect(body.data.map((row: { month: string }) => row.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(body.data[5]).toMatchObject({ month: '2026-09', receipts: 4, amountPaise: WARD1 + WARD3 });
    expect(body.data[4].amountPaise).toBe(0);
  });
});

describe('GET taxCollections/monthly', () => {
  it('lists every day of this month, and of a month asked for', async () => {
    const { body } = await get('taxCollections/monthly');
    expect([body.month, body.data.length]).toEqual(['2026-09', 30]);
    expect(body.data[14]).toMatchObject({ date: '2026-09-15', amountPaise: WARD1 + WARD3 });
    expect(body.totals.amountPaise).toBe(WARD1 + WARD3);
    const february = await get(`taxCollections/monthly?month=2027-02&wardId=${t.city.ward1}`);
    expect([february.body.data.length, february.body.totals.amountPaise]).toEqual([28, 0]);
  });
});

describe('GET taxCollections/zoneWise', () => {
  it('lists every zone with its collection; the shifted payment counts in zone 2, where it is now', async () => {
    const { body } = await get('taxCollections/zoneWise');
    expect(
      body.data.map((row: { id: string; number: number; amountPaise: number }) => [
        row.id,
        row.number,
        row.amountPaise,
      ]),
    ).toEqual([
      [t.city.zone1, 1, WARD1],
      [t.city.zone2, 2, WARD3],
    ]);
    const scoped = await asRi('taxCollections/zoneWise');
    expect(scoped.body.data.map((row: { id: string }) => row.id)).toEqual([t.city.zone1]);
    expect(scoped.body.totals.amountPaise).toBe(WARD1);
  });
});

describe('GET taxCollections/wardWise', () => {
  it('lists the wards of a zone, with zeros where nothing came in', async () => {
    const { body } = await get(`taxCollections/wardWise?zoneId=${t.city.zone1}`);
    expect(
      body.data.map((row: { name: string; amountPaise: number }) => [row.name, row.amountPaise]),
    ).toEqual([
      ['Hazratganj', WARD1],
      ['Aminabad', 0],
    ]);
  });
});

describe('GET taxCollections/mohallaWise', () => {
  it('lists the mohallas with their collection by head', async () => {
    const { body } = await get(`taxCollections/mohallaWise?mohallaId=${t.city.mohalla3}`);
    expect(body.data).toEqual([
      expect.objectContaining({
        id: t.city.mohalla3,
        name: 'Vikas Nagar',
        wardId: t.city.ward3,
        amountPaise: WARD3,
        receipts: 2,
      }),
    ]);
    const heads = body.data[0].byHead;
    const headSum = ['house', 'water', 'sewer'].reduce(
      (sum, name) => sum + heads[name].interestPaise + heads[name].arrearsPaise + heads[name].currentPaise,
      0,
    );
    expect(headSum + body.data[0].advancePaise + body.data[0].feePaise).toBe(WARD3);
  });
});

describe('GET taxCollections/riWise', () => {
  it('sums each RI’s wards, and the wards no RI holds in a row of their own', async () => {
    const { body } = await get('taxCollections/riWise');
    const rows = body.data.map((row: { email: string | null; amountPaise: number }) => [
      row.email,
      row.amountPaise,
    ]);
    expect(rows).toContainEqual([RI, WARD1]);
    expect(rows).toContainEqual(['ri@nagarnigam.demo', 0]);
    expect(body.data[body.data.length - 1]).toMatchObject({
      riId: null,
      wardIds: [t.city.ward3],
      amountPaise: WARD3,
    });
    expect(body.totals.amountPaise).toBe(WARD1 + WARD3);
  });
});

describe('GET taxCollections/collectionList', () => {
  it('lists every receipt with payer, mode, instrument and heads, the cancelled one marked', async () => {
    const { body } = await get('taxCollections/collectionList?limit=10', DEMO_OPERATOR.email);
    expect([body.total, body.page, body.limit]).toEqual([5, 1, 10]);
    const cancelled = body.data.find(
      (row: { receiptNumber: string }) => row.receiptNumber === cancelledReceipt,
    );
    expect(cancelled).toMatchObject({
      cancelled: true,
      status: 'cancelled',
      amountPaise: 5_000,
      receiptDate: '2026-09-15',
    });
    const dd = body.data.find((row: { mode: string }) => row.mode === 'dd');
    expect(dd).toMatchObject({ transactionType: 'DD', instrument: { ddNumber: 'DD778' }, cancelled: false });
    expect(dd.byHead.house + dd.byHead.water + dd.byHead.sewer + dd.advancePaise + dd.feePaise).toBe(40_000);
    const page2 = await get('taxCollections/collectionList?limit=2&page=3');
    expect(page2.body.data).toHaveLength(1);
    const scoped = await asRi(`taxCollections/collectionList?mode=POS`);
    expect(scoped.body.total).toBe(0);
  });
});

describe('the collection reports as files (format=xlsx|pdf)', () => {
  it('writes the zones of the screen, with names and the total row, as a workbook in rupees', async () => {
    const json = await get('taxCollections/zoneWise?financialYear=2026-27');
    const file = await t.bed.file('/api/taxCollections/zoneWise?financialYear=2026-27&format=xlsx');
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/collection-by-zone-2026-09-15\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as Parameters<typeof workbook.xlsx.load>[0]);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const header = rows.findIndex((row) => row[1] === 'Zone');
    expect(rows.slice(0, header).flat()).toContain('Filters: Financial year: 2026-27');
    const opened = await openExport(file.body as Buffer);
    expect(peopleReadableProblems(opened)).toEqual([]);
    expect(opened.cell(0, 'Total collected').numFmt).toMatch(/^\[>=10000000\]##,##,##,##0\.00;/);
    const zones = json.body.data as { name: string; receipts: number; amountPaise: number }[];
    const body = rows.slice(header + 1);
    expect(body.map((row) => [row[1], row[2], row[3]])).toEqual([
      ...zones.map((zone) => [zone.name, zone.receipts, zone.amountPaise / 100]),
      ['Total', json.body.totals.receipts, json.body.totals.amountPaise / 100],
    ]);
  });

  it('prints a PDF in Hindi, and refuses a format it does not write', async () => {
    const pdf = await t.bed.file('/api/taxCollections/typeWise?format=pdf&lang=hi');
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('taxCollections/typeWise?format=doc')).status).toBe(400);
    expect((await get('taxCollections/typeWise?format=pdf&lang=fr')).status).toBe(400);
  });
});

describe('the collection reports refuse bad filters and callers without access', () => {
  it('answers 400 with the field’s message for a malformed filter, never 500', async () => {
    const date = await get('taxCollections/zoneWise?startDate=15-09-2026');
    expect([date.status, date.body.status, date.body.errors]).toEqual([
      400,
      400,
      { startDate: 'Date must be written like 2026-11-22' },
    ]);
    const backwards = await get('taxCollections/summary?startDate=2026-09-15&endDate=2026-09-01');
    expect([backwards.status, backwards.body.message]).toEqual([
      400,
      'End date can not be before start date',
    ]);
    expect((await get('taxCollections/typeWise?mode=Bitcoin')).status).toBe(400);
    expect((await get('taxCollections/riWise?financialYear=2026')).status).toBe(400);
    expect((await get('taxCollections/monthly?month=2026-13')).status).toBe(400);
    expect((await get('taxCollections/collectionList?page=0')).status).toBe(400);
  });

  it('answers 401 without a sign-in and 403 to an operator on the officials’ reports', async () => {
    expect((await get('taxCollections/wardWise', null)).status).toBe(401);
    expect((await get('taxCollections/collectionList', null)).status).toBe(401);
    expect((await get('taxCollections/riWise', DEMO_OPERATOR.email)).status).toBe(403);
    expect((await get('taxCollections/summary', DEMO_OPERATOR.email)).status).toBe(403);
  });
});
