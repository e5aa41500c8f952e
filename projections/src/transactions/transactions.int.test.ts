import type { RecordedEvent } from '@ptax/contracts';
import { NO_READ_LIMIT } from '../properties/filters';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { transactionsProjection } from './projection';
import { findTransactionByNumber, listTransactions, transactionBatches } from './queries';
import { postingSummary, summarizeTransactions } from './summaries';
import { unfinishedShifts, unpostedPayments, unreversedPayments } from './sweeps';
import { A, B, HISTORY } from './testHistory';

describe('the transactions read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    for (const [stream, next] of HISTORY) await storeDb.store.append(stream, [next], 'any');
    events = (await storeDb.store.readAll(null, 1000)).events;
    const t = await replayInto(db.pool, transactionsProjection, 'live', events);
    await db.pool.query(`CREATE VIEW transactions AS SELECT * FROM ${t.transactions}`);
  });
  afterAll(() => storeDb.close());

  const rowsOf = async (suffix: string, replayed: RecordedEvent[]) => {
    const t = await replayInto(db.pool, transactionsProjection, suffix, replayed);
    const order = 'ORDER BY 1, 2';
    return [
      (await db.pool.query(`SELECT * FROM ${t.transactions} ${order}`)).rows,
      (await db.pool.query(`SELECT * FROM ${t.transaction_places} ORDER BY 1`)).rows,
    ];
  };

  it('ends with the same rows when every event is replayed twice, and after a stale replay', async () => {
    const once = await rowsOf('once', events);
    expect(once[0]).toHaveLength(9);
    expect(await rowsOf('twice', twiceThenStale(events, 20))).toEqual(once);
  });

  it('lists each payment with its status, place, apportionment and masked payer mobile', async () => {
    const { rows, total } = await listTransactions(db.pool, {}, NO_READ_LIMIT, {
      page: 1,
      limit: 50,
      sort: 'receiptNumber',
      order: 'ASC',
    });
    expect(total).toBe(9);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId.T1).toMatchObject({
      status: 'success',
      posted: true,
      receiptNumber: 'RCT-2026-27-000001',
      transactionType: 'Cash',
      ownerName: 'Asha Devi Verma',
      zoneId: 'z1',
      payerMobile: 'xxxxxx3210',
      amountPaise: 50_000,
      rebatePaise: 3_000,
      interestPaise: 1_000,
      arrearsPaise: 9_000,
      currentPaise: 40_000,
      financialYear: '2026-27',
      collectedBy: 'cashier@nagarnigam.demo',
    });
    expect(byId.T2).toMatchObject({
      status: 'rejected',
      remarks: 'Bounced',
      instrument: { chequeNo: '000123' },
    });
    expect(byId.T3).toMatchObject({ status: 'pending', posted: false, proofFileId: 'proof-1', mode: 'neft' });
    expect(byId.T4).toMatchObject({ status: 'shifted', shiftedTo: B });
    expect(byId[`T4:${B}`]).toMatchObject({
      status: 'success',
      shiftedFrom: A,
      receiptNumber: 'RCT-2026-27-000004',
      ownerName: 'Bharat Singh',
      advancePaise: 25_000,
    });
    expect(byId.T5).toMatchObject({ status: 'failed', gateway: 'payu', remarks: 'Declined' });
    expect(byId.T8).toMatchObject({ status: 'cancelled', transactionType: 'POS' });
    const zone2 = await listTransactions(db.pool, { zoneId: 'z2' }, NO_READ_LIMIT, {
      page: 1,
      limit: 2,
      order: 'DESC',
    });
    expect([zone2.total, zone2.rows.length]).toEqual([3, 2]);
    const scoped = await listTransactions(
      db.pool,
      {},
      { zones: null, wards: ['w3'] },
      { page: 1, limit: 9, order: 'DESC' },
    );
    expect(scoped.rows.map((row) => row.id).sort()).toEqual(['T3', `T4:${B}`, 'T5']);
    expect((await findTransactionByNumber(db.pool, 'RCT-2026-27-000004'))?.id).toBe('T4');
  });

  it('totals what is collected (shifted money once, where it is now) and counts every status', async () => {
    const summary = await summarizeTransactions(db.pool, {}, NO_READ_LIMIT);
    // T1 50 000, T4 on B 25 000, and T8 12 000 until its reversal is written; T7 has left A.
    expect(summary).toMatchObject({ count: 3, amountPaise: 87_000, rebatePaise: 3_000 });
    expect(summary.byStatus).toContainEqual({ status: 'failed', count: 1, amountPaise: 40_000 });
    expect(summary.byDay).toEqual([{ date: '2026-04-02', count: 3, amountPaise: 87_000 }]);
    const posting = await postingSummary(
      db.pool,
      { startDate: '2026-04-02', endDate: '2026-04-02' },
      NO_READ_LIMIT,
    );
    expect(posting).toEqual([
      { date: '2026-04-02', mode: 'cash', count: 2, amountPaise: 75_000, rebatePaise: 3_000 },
      { date: '2026-04-02', mode: 'pos', count: 1, amountPaise: 12_000, rebatePaise: 0 },
    ]);
    const batches = [];
    for await (const batch of transactionBatches(db.pool, {}, NO_READ_LIMIT, 4)) batches.push(batch.length);
    expect(batches).toEqual([4, 4, 1]);
  });

  it('finds what a crash left half done: unposted payments, unfinished shifts, unreversed cancellations', async () => {
    expect(await unpostedPayments(db.pool, new Date(Date.UTC(2027, 0, 1)).toISOString())).toEqual(['T6']);
    expect(await unfinishedShifts(db.pool)).toEqual([
      {
        txnId: 'T7',
        fromPropertyUniqueId: A,
        toPropertyUniqueId: B,
        amountPaise: 15_000,
        requestedBy: 'Ward clerk',
      },
    ]);
    expect(await unreversedPayments(db.pool)).toEqual([
      { txnId: 'T8', propertyUniqueId: A, reason: 'cancelled', remarks: 'Wrong property' },
    ]);
  });
});
