import { PaymentsTestBed } from '../payments/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import type { DispatchOptions } from '../messaging/dispatcher';
import { dispatchPortalBatches } from './dispatcher';
import { sandboxPortalOf } from './testing';

// One day's counter work on 15 September 2026 (the test bed's frozen clock): cash Rs 1,000.50 and a DD
// of Rs 400 in ward 1, POS Rs 2,000 in ward 3, and a cash receipt of Rs 50 cancelled. The push goes
// through the real HTTP adapter to the sandbox receiver mounted in the same service.
const DAY = '2026-09-15';
const FAST: DispatchOptions = { batchSize: 10, maxAttempts: 3, backoffMs: 0, leaseMs: 60_000 };
const CTAO = 'ctao@nagarnigam.demo';

let t: PaymentsTestBed;
let sandbox: Awaited<ReturnType<typeof sandboxPortalOf>>;
let owing: string;
let ddTxn: string;
let cancelledReceipt: string;
let ledgerPaise = 100_050 + 40_000 + 200_000;

beforeAll(async () => {
  t = await PaymentsTestBed.start();
  sandbox = await sandboxPortalOf(t.bed.harness.platform.app);
  owing = await t.propertyOwing(10_000);
  const elsewhere = await t.propertyElsewhere();
  await t.raiseDemand(elsewhere, '2026-27', 5_000);
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
  ddTxn = dd.body.data.txnId;
  expect(
    (await t.pay(elsewhere, { transactionType: 'POS', paidAmount: 2_000, refId: 'APPR77' })).status,
  ).toBe(201);
  const wrong = await t.cash(owing, 50);
  cancelledReceipt = String(wrong.receiptNumber);
  const cancel = await t.json('patch', '/api/transactions/cancelPayment', {
    txnID: wrong.txnId,
    remarks: 'Entered twice',
  });
  expect(cancel.status).toBe(200);
});
afterAll(async () => {
  await sandbox?.stop();
  await t?.stop();
});

const PATH = '/api/taxCollections/pushToENagarSewa';
const overview = async (query = `date=${DAY}`) => {
  const response = await t.json('get', `${PATH}?${query}`);
  expect(response.status).toBe(200);
  return response.body.data;
};
const push = (body: object = { date: DAY }, email?: string) => t.json('post', PATH, body, email);
const dispatch = (options = FAST) => dispatchPortalBatches(t.ctx.pool, sandbox.portal, options);
const held = async () =>
  Number((await t.ctx.pool.query('SELECT count(*) FROM state_portal_sandbox_records')).rows[0].count);
const batchCount = async () =>
  Number((await t.ctx.pool.query('SELECT count(*) FROM state_portal_batches')).rows[0].count);
const collected = async () =>
  (await t.json('get', `/api/taxCollections/summary?startDate=${DAY}&endDate=${DAY}`)).body.data.amountPaise;

describe('GET taxCollections/pushToENagarSewa', () => {
  it('sends nothing and shows what a push of the day would send against the ledger', async () => {
    const data = await overview();
    expect(data).toMatchObject({ cityCode: 'lucknow', startDate: DAY, endDate: DAY, batches: [] });
    // Four receipts, and the cancelled one's reversal: they net to the ledger's collection.
    expect(data.days).toEqual([
      {
        date: DAY,
        ledger: { receipts: 3, amountPaise: ledgerPaise },
        register: { records: 5, amountPaise: ledgerPaise },
        sent: { records: 0, amountPaise: 0 },
        acknowledged: { records: 0, amountPaise: 0 },
        toSend: { records: 5, amountPaise: ledgerPaise },
        matches: false,
      },
    ]);
    expect(data.differences.map((d: { problem: string }) => d.problem)).toEqual(Array(5).fill('not_sent'));
    expect(await collected()).toBe(ledgerPaise);
    expect(await held()).toBe(0);
    expect(await batchCount()).toBe(0);
  });
});

describe('POST taxCollections/pushToENagarSewa', () => {
  it('queues the day, the sandbox acknowledges every record and the day reconciles to the paisa', async () => {
    const queued = await push();
    expect(queued.status).toBe(201);
    expect(queued.body.data).toMatchObject({
      records: 5,
      batches: [{ date: DAY, records: 5, amountPaise: ledgerPaise }],
    });
    expect(queued.body.message).toBe('5 records of 2026-09-15 queued for e-Nagar Sewa');
    expect((await overview()).batches).toMatchObject([{ status: 'queued', records: 5, attempts: 0 }]);

    expect(await dispatch()).toBe(1);
    const data = await overview();
    expect(data.batches).toMatchObject([
      {
        status: 'acknowledged',
        records: 5,
        acknowledged: 5,
        rejected: 0,
        attempts: 1,
        acknowledgementId: expect.stringMatching(/^ENS-B-/),
        requestedBy: 'admin@nagarnigam.demo',
        history: [{ attempt: 1, outcome: 'acknowledged', error: null }],
        errors: [],
      },
    ]);
    expect(data.days[0]).toMatchObject({
      ledger: { amountPaise: ledgerPaise },
      sent: { records: 5, amountPaise: ledgerPaise },
      acknowledged: { records: 5, amountPaise: ledgerPaise },
      toSend: { records: 0, amountPaise: 0 },
      matches: true,
    });
    expect(data.differences).toEqual([]);
    expect(await held()).toBe(5);
  });

  it('sends nothing twice: a second push of the day finds nothing new', async () => {
    const again = await push();
    expect([again.status, again.body.message, again.body.data.records]).toEqual([
      200,
      'Nothing new to send for 2026-09-15',
      0,
    ]);
    expect(await dispatch()).toBe(0);
    expect(await held()).toBe(5);
    expect(await batchCount()).toBe(1);
  });

  it('sends a receipt cancelled after the push as its reversal alone', async () => {
    const cancel = await t.json('patch', '/api/transactions/cancelPayment', {
      txnID: ddTxn,
      remarks: 'Cheque bounced',
    });
    expect(cancel.status).toBe(200);
    ledgerPaise -= 40_000;
    expect(await collected()).toBe(ledgerPaise);
    const before = await overview();
    expect(before.days[0].toSend).toEqual({ records: 1, amountPaise: -40_000 });
    expect(before.differences).toMatchObject([
      { problem: 'not_sent', kind: 'reversal', amountPaise: -40_000 },
    ]);

    expect((await push()).body.data).toMatchObject({
      records: 1,
      batches: [{ records: 1, amountPaise: -40_000 }],
    });
    await dispatch();
    const after = await overview();
    expect(after.days[0]).toMatchObject({
      acknowledged: { records: 6, amountPaise: ledgerPaise },
      matches: true,
    });
    expect(await held()).toBe(6);
  });

  it('retries a batch the portal could not take, recording each error, until it is acknowledged', async () => {
    await t.cash(owing, 75);
    ledgerPaise += 7_500;
    await sandbox.fault({ kind: 'unavailable', times: 1, message: 'e-Nagar Sewa is under maintenance' });
    expect((await push()).status).toBe(201);
    await dispatch({ ...FAST, backoffMs: 60_000 });
    const failing = (await overview()).batches[0];
    expect(failing).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringContaining('e-Nagar Sewa is under maintenance'),
      history: [{ attempt: 1, outcome: 'error', error: expect.stringContaining('HTTP 503') }],
      nextAttemptAt: expect.any(String),
    });
    expect(await dispatch()).toBe(0);
    await t.ctx.pool.query(`UPDATE state_portal_batches SET next_attempt_at = now() WHERE id = $1`, [
      failing.id,
    ]);
    expect(await dispatch()).toBe(1);
    const data = await overview();
    expect(data.batches[0]).toMatchObject({
      status: 'acknowledged',
      attempts: 2,
      history: [{ outcome: 'error' }, { outcome: 'acknowledged' }],
    });
    expect(data.days[0]).toMatchObject({ acknowledged: { amountPaise: ledgerPaise }, matches: true });
  });

  it('shows a refused receipt with the portal’s words and sends it again on a retry of its batch', async () => {
    const refused = String((await t.cash(owing, 120)).receiptNumber);
    ledgerPaise += 12_000;
    await sandbox.fault({
      kind: 'reject',
      receiptNumber: refused,
      message: 'Ward not registered with the portal',
    });
    await push();
    await dispatch();
    const data = await overview();
    const batch = data.batches[0];
    expect(batch).toMatchObject({
      status: 'failed',
      rejected: 1,
      errors: [{ receiptNumber: refused, kind: 'collection', error: 'Ward not registered with the portal' }],
    });
    expect(data.days[0].matches).toBe(false);
    expect(data.differences).toEqual([
      expect.objectContaining({
        receiptNumber: refused,
        problem: 'rejected',
        message: 'Refused by the portal: Ward not registered with the portal',
      }),
    ]);
    const retry = await t.json('post', `${PATH}/retry/${batch.id}`);
    expect([retry.status, retry.body.data.records]).toEqual([200, 1]);
    await dispatch();
    const after = await overview();
    expect(after.batches[0]).toMatchObject({ id: batch.id, status: 'acknowledged', history: [{}, {}] });
    expect(after.days[0]).toMatchObject({ acknowledged: { amountPaise: ledgerPaise }, matches: true });
    expect(await collected()).toBe(ledgerPaise);
  });
});

describe('the CSV of the day’s records', () => {
  it('lists every record as sent, rupees with two decimals, the reversal negative', async () => {
    const response = await t.json('get', `${PATH}?format=csv&date=${DAY}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('enagarsewa-2026-09-15.csv');
    const lines = String(response.text).trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^Key,City code,Date,Receipt number,Kind,Property ID,Owner,Payer,Zone,Ward,Mohalla,Mode,Amount \(Rs\)/,
    );
    expect(lines).toHaveLength(1 + 8);
    const cancelled = lines.filter((line) => line.includes(`/${cancelledReceipt}`));
    expect(cancelled.map((line) => line.split(',').slice(3, 5))).toEqual([
      [cancelledReceipt, 'collection'],
      [cancelledReceipt, 'reversal'],
    ]);
    expect(cancelled[1]).toContain(',-50.00,');
    expect(lines.some((line) => line.includes(',1000.50,'))).toBe(true);
    expect(lines.slice(1).every((line) => line.includes(',acknowledged,ENS-'))).toBe(true);
    const net = lines
      .slice(1)
      .map((line) => line.split(',')[12])
      .reduce((sum, rupees) => sum + Math.round(Number(rupees) * 100), 0);
    expect(net).toBe(ledgerPaise);
  });
});

describe('bad requests and callers without access', () => {
  it('answers 400 with the field’s message and changes nothing', async () => {
    const batches = await batchCount();
    const cases: [string, object | undefined, string][] = [
      ['get', undefined, `${PATH}?date=15-09-2026`],
      ['get', undefined, `${PATH}?date=2026-02-30`],
      ['get', undefined, `${PATH}?startDate=2026-09-10&endDate=2026-09-01`],
      ['get', undefined, `${PATH}?startDate=2026-06-01&endDate=2026-09-01`],
      ['get', undefined, `${PATH}?date=2026-09-16`],
      ['get', undefined, `${PATH}?format=xml`],
      ['post', {}, PATH],
      ['post', { date: 'yesterday' }, PATH],
      ['post', { date: '2027-01-01' }, PATH],
      ['post', {}, `${PATH}/retry/not-a-batch`],
    ];
    for (const [method, body, path] of cases) {
      const response = await t.json(method as 'get' | 'post', path, body);
      expect([path, response.status, response.body.status]).toEqual([path, 400, 400]);
      expect(typeof response.body.message).toBe('string');
    }
    expect((await push({})).body.message).toBe('Choose a date to push');
    expect((await push({ date: '2027-01-01' })).body.message).toBe('Date can not be in the future');
    const unknown = await t.json('post', `${PATH}/retry/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    const acknowledged = (await overview()).batches[0].id;
    expect((await t.json('post', `${PATH}/retry/${acknowledged}`)).status).toBe(400);
    expect(await batchCount()).toBe(batches);
  });

  it('lets only signed-in officials read and only administrators push', async () => {
    expect((await t.json('get', PATH, undefined, null)).status).toBe(401);
    expect((await t.json('get', PATH, undefined, DEMO_OPERATOR.email)).status).toBe(403);
    expect((await push({ date: DAY }, DEMO_OPERATOR.email)).status).toBe(403);
    expect((await t.json('get', `${PATH}?date=${DAY}`, undefined, CTAO)).status).toBe(200);
    const ctao = await push({ date: DAY }, CTAO);
    expect([ctao.status, ctao.body.message]).toEqual([403, 'Only an administrator can push to e-Nagar Sewa']);
  });
});
