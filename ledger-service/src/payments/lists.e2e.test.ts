import { openExport, peopleReadableProblems } from '../properties/exportTesting';
import { paymentStream } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { loginToken } from '../../test/platformHarness';
import { ADMIN } from '../properties/testing';
import { DEMO_OFFICIALS } from '../seed/demoUsers';
import { paymentDecider } from './decide';
import { sweepPayments } from './sweep';
import { PAYMENT_DAY, PaymentsTestBed } from './testing';

let t: PaymentsTestBed;
let paidId: string;
beforeAll(async () => {
  t = await PaymentsTestBed.start();
  paidId = await t.property();
  await t.raiseDemand(paidId, '2026-27', 10_000);
  await t.cash(paidId, 1_000.5);
  await t.pay(paidId, {
    transactionType: 'DD',
    paidAmount: 400,
    ddNumber: 'DD778',
    bankName: 'State Bank of India',
    issuerName: 'Ramesh Kumar',
    instrumentDate: '2026-09-10',
  });
});
afterAll(() => t.stop());

describe('the transaction lists', () => {
  it('summarises what is collected by mode, status and day, and the day’s posting', async () => {
    const summary = await t.json('get', `/api/transactions/summary?propertyUniqueId=${paidId}`);
    expect(summary.body.data).toEqual({
      count: 2,
      amountPaise: 140_050,
      rebatePaise: 0,
      byMode: [
        { mode: 'cash', count: 1, amountPaise: 100_050 },
        { mode: 'dd', count: 1, amountPaise: 40_000 },
      ],
      byStatus: [
        { status: 'pending', count: 1, amountPaise: 40_000 },
        { status: 'success', count: 1, amountPaise: 100_050 },
      ],
      byDay: [{ date: '2026-09-15', count: 2, amountPaise: 140_050 }],
    });
    const posting = await t.json(
      'get',
      '/api/transactions/posting-summary?startDate=2026-09-15&endDate=2026-09-15',
    );
    expect(posting.body.data).toContainEqual(
      expect.objectContaining({
        date: '2026-09-15',
        mode: 'dd',
        transactionType: 'DD',
        count: 1,
        amountPaise: 40_000,
      }),
    );
    expect(posting.body.totals.amountPaise).toBeGreaterThanOrEqual(140_050);
    const none = await t.json('get', '/api/transactions/posting-summary?startDate=2026-09-16');
    expect(none.body).toEqual({ data: [], totals: { count: 0, amountPaise: 0, rebatePaise: 0 } });
  });

  it('refuses a malformed filter instead of answering an empty list', async () => {
    const date = await t.json('get', '/api/transactions?startDate=15-09-2026');
    expect([date.status, date.body.errors]).toEqual([
      400,
      { startDate: 'startDate must be a date (YYYY-MM-DD)' },
    ]);
    const status = await t.json('get', '/api/transactions?status=paid');
    expect(status.status).toBe(400);
    const type = await t.json('get', `/api/transactions?transactionType=DD&propertyUniqueId=${paidId}`);
    expect(type.body.data.map((row: { transactionType: string }) => row.transactionType)).toEqual(['DD']);
  });

  it('lists payments of earlier financial years as old payments', async () => {
    const old = await t.json('get', `/api/oldPayments?propertyUniqueId=${paidId}`);
    expect(old.body).toMatchObject({ data: [], total: 0 });
    t.bed.harness.freezeClockAt(Date.parse('2027-04-02T10:00:00+05:30'));
    try {
      // The cached session expired in the months between: sign in on the new day.
      const token = await loginToken(t.bed.harness, 'officials', ADMIN, DEMO_OFFICIALS[0].password);
      const next = await t.bed
        .http()
        .get(`/api/oldPayments?propertyUniqueId=${paidId}`)
        .set('Authorization', `Bearer ${token}`);
      expect(next.body.total).toBe(2);
    } finally {
      t.bed.harness.freezeClockAt(PAYMENT_DAY);
    }
  });

  /** The spreadsheet a call answers, opened as staff open it. */
  async function workbookOf(path: string) {
    const response = await t.bed
      .http()
      .get(`/api/${path}`)
      .set('Authorization', await t.bed.as(ADMIN))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect([response.status, response.headers['content-type']]).toEqual([
      200,
      expect.stringMatching(/spreadsheetml/),
    ]);
    return openExport(response.body as Buffer);
  }

  it('exports rows with amounts in rupees in Indian grouping, names, words and dates, under a title', async () => {
    const sheet = await workbookOf(`transactions/export?propertyUniqueId=${paidId}&transactionType=Cash`);
    expect(sheet.heading[0]).toBe('Transactions');
    expect(sheet.heading[1]).toBe(`Filters: Property Unique ID: ${paidId}; Transaction Type: Cash`);
    const amount = sheet.cell(0, 'Amount (Rs)');
    expect([sheet.values.length, amount.value]).toEqual([1, 1000.5]);
    expect(amount.numFmt).toMatch(/^\[>=10000000\]##,##,##,##0\.00;/);
    expect(sheet.cell(0, 'Mode').value).toBe('Cash');
    expect(sheet.cell(0, 'Status').value).toBe('Success');
    expect(String(sheet.cell(0, 'Zone').value)).not.toMatch(/^[0-9a-f-]{36}$/);
    expect(sheet.cell(0, 'Paid At').value).toBeInstanceOf(Date);
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });

  it('exports in Hindi for the Hindi back office: title, headers, filters, mode and status words', async () => {
    const sheet = await workbookOf(
      `transactions/export?propertyUniqueId=${paidId}&transactionType=Cash&lang=hi`,
    );
    expect(sheet.heading[0]).toBe('लेन-देन');
    expect(sheet.heading[1]).toBe(`फ़िल्टर: संपत्ति आईडी: ${paidId}; लेन-देन का प्रकार: नकद`);
    expect(sheet.heading[2]).toMatch(/^निर्यातकर्ता: /);
    expect(sheet.cell(0, 'माध्यम').value).toBe('नकद');
    expect(sheet.cell(0, 'स्थिति').value).toBe('सफल');
    expect(sheet.cell(0, 'राशि (रु.)').value).toBe(1000.5);
    expect(sheet.header.filter((header) => /[A-Za-z]{2,}/.test(header))).toEqual([]);
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });

  it('exports a summary in Hindi with its groups, modes and statuses in words', async () => {
    const sheet = await workbookOf('snn-payments/summary/export?lang=hi');
    expect(sheet.header).toEqual(['आधार', 'मान', 'संख्या', 'राशि (रु.)']);
    expect(sheet.values[0][0]).toBe('कुल वसूली');
  });

  it.each([
    'transactions/pos/export',
    'oldPayments/export',
    'neftPayments/export',
    'neftPayments/summary/export',
    'snn-payments/export',
    'snn-payments/summary/export',
  ])('GET %s answers a spreadsheet with its header row', async (path) => {
    const sheet = await workbookOf(path);
    expect(sheet.header.length).toBeGreaterThan(1);
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });

  it('GET transactions/pos/summary counts only card-machine payments (none here: cash and a DD were taken)', async () => {
    const response = await t.json('get', `/api/transactions/pos/summary?propertyUniqueId=${paidId}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ count: 0, amountPaise: 0, byMode: [] });
  });

  it('shifts the only standing payment without naming it, and reverses a cancellation a crash cut short', async () => {
    const [from, to] = [await t.property(), await t.property()];
    const paid = await t.cash(from, 300);
    const shifted = await t.json('patch', '/api/transactions/shiftPayment', {
      paidPUID: from,
      shiftPUID: to,
      requestedBy: 'Asha',
      reason: 'Paid to the wrong property',
    });
    expect(shifted.body.data).toMatchObject({
      txnId: paid.txnId,
      to: { propertyUniqueId: to, amountPaise: 30_000 },
    });
    // Cancelled on its stream only: the money still stands on the property it was shifted to.
    const { position } = await handleCommand(
      t.ctx.store,
      paymentStream(String(paid.txnId)),
      paymentDecider,
      { type: 'CancelPayment', remarks: 'Duplicate entry', at: new Date(PAYMENT_DAY).toISOString() },
      { userId: ADMIN },
    );
    await t.ctx.readYourWrites(position);
    expect(await t.advance(to)).toBe(30_000);
    expect((await sweepPayments(t.ctx, { graceMs: 0, log: () => undefined })).reversed).toBe(1);
    expect(await t.advance(to)).toBe(0);
    const lookup = await t.json(
      'get',
      `/api/receipts/lookup?number=${paid.receiptNumber}&property=${from}`,
      undefined,
      null,
    );
    expect(lookup.body.data.status).toBe('cancelled');
  });
});
