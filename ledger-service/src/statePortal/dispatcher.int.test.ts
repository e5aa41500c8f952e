import type { DispatchOptions } from '../messaging/dispatcher';
import { dispatchPortalBatches, startPortalDispatcher } from './dispatcher';
import { queueRecords, retryBatch } from './outbox';
import { recordingPortal, startPortalDatabase, testRecord } from './testing';

const FAST: DispatchOptions = { batchSize: 10, maxAttempts: 3, backoffMs: 0, leaseMs: 60_000 };
const DAY = '2026-09-15';

describe('the state portal outbox', () => {
  let db: Awaited<ReturnType<typeof startPortalDatabase>>;
  beforeAll(async () => {
    db = await startPortalDatabase();
  });
  afterAll(() => db.stop());
  beforeEach(() =>
    db.pool.query(
      'TRUNCATE state_portal_attempts, state_portal_batch_records, state_portal_records, state_portal_batches',
    ),
  );

  const queue = (receipts: [string, number][], date = DAY) =>
    queueRecords(
      db.pool,
      'lucknow',
      date,
      receipts.map(([receipt, paise]) => testRecord(date, receipt, paise)),
      'admin@nagarnigam.demo',
    );
  const batchRows = async () =>
    (await db.pool.query('SELECT status, attempts, last_error FROM state_portal_batches ORDER BY created_at'))
      .rows;
  const recordRows = async () =>
    (
      await db.pool.query(
        'SELECT receipt_number, kind, status, acknowledgement_id, last_error FROM state_portal_records ORDER BY key',
      )
    ).rows;

  it('sends a queued batch once and records each acknowledgement', async () => {
    const batch = await queue([
      ['R1', 10_050],
      ['R2', 5_000],
      ['R2', -5_000],
    ]);
    expect(batch).toMatchObject({ records: 3, amountPaise: 10_050 });
    const { portal, batches } = recordingPortal();
    expect(await dispatchPortalBatches(db.pool, portal, FAST)).toBe(1);
    expect(await dispatchPortalBatches(db.pool, portal, FAST)).toBe(0);
    expect(batches).toHaveLength(1);
    expect(batches[0].records.map((r) => r.key)).toEqual([
      'lucknow/2026-09-15/R1',
      'lucknow/2026-09-15/R2',
      'lucknow/2026-09-15/R2/reversal',
    ]);
    expect(await batchRows()).toEqual([{ status: 'acknowledged', attempts: 1, last_error: null }]);
    expect(await recordRows()).toEqual([
      {
        receipt_number: 'R1',
        kind: 'collection',
        status: 'acknowledged',
        acknowledgement_id: 'ACK-R1',
        last_error: null,
      },
      {
        receipt_number: 'R2',
        kind: 'collection',
        status: 'acknowledged',
        acknowledgement_id: 'ACK-R2',
        last_error: null,
      },
      {
        receipt_number: 'R2',
        kind: 'reversal',
        status: 'acknowledged',
        acknowledgement_id: 'ACK-R2',
        last_error: null,
      },
    ]);
  });

  it('queues nothing for records already acknowledged or in a live batch', async () => {
    await queue([['R1', 100]]);
    expect(await queue([['R1', 100]])).toBeNull();
    const { portal } = recordingPortal();
    await dispatchPortalBatches(db.pool, portal, FAST);
    expect(await queue([['R1', 100]])).toBeNull();
    expect(
      await queue([
        ['R1', 100],
        ['R3', 300],
      ]),
    ).toMatchObject({ records: 1, amountPaise: 300 });
  });

  it('lets two pushes of one day at once take each record once', async () => {
    const receipts: [string, number][] = Array.from({ length: 40 }, (_, i) => [`R${i}`, 100 + i]);
    const results = await Promise.all([queue(receipts), queue(receipts), queue(receipts)]);
    const taken = results.reduce((sum, batch) => sum + (batch?.records ?? 0), 0);
    expect(taken).toBe(40);
  });

  it('never sends a batch twice when several dispatchers run at once', async () => {
    for (let day = 1; day <= 20; day++)
      await queue([[`D${day}`, day * 100]], `2026-09-${String(day).padStart(2, '0')}`);
    const { portal, batches } = recordingPortal({ delayMs: 2 });
    const drain = async () => {
      while ((await dispatchPortalBatches(db.pool, portal, { ...FAST, batchSize: 3 })) > 0);
    };
    await Promise.all([drain(), drain(), drain(), drain()]);
    expect(batches).toHaveLength(20);
    expect(new Set(batches.map((b) => b.batchId)).size).toBe(20);
  });

  it('retries a batch that did not arrive with backoff, keeps every try, then gives up as failed', async () => {
    await queue([['F1', 700]]);
    const { portal } = recordingPortal({ failWith: 'portal answered HTTP 503: maintenance' });
    const backingOff = { ...FAST, backoffMs: 60_000 };
    await dispatchPortalBatches(db.pool, portal, backingOff);
    expect(await batchRows()).toEqual([
      { status: 'queued', attempts: 1, last_error: 'portal answered HTTP 503: maintenance' },
    ]);
    expect(await dispatchPortalBatches(db.pool, portal, backingOff)).toBe(0);
    await db.pool.query('UPDATE state_portal_batches SET next_attempt_at = now()');
    await dispatchPortalBatches(db.pool, portal, FAST);
    await dispatchPortalBatches(db.pool, portal, FAST);
    expect(await batchRows()).toMatchObject([{ status: 'failed', attempts: 3 }]);
    expect(await recordRows()).toMatchObject([
      { status: 'failed', last_error: 'portal answered HTTP 503: maintenance' },
    ]);
    const { rows } = await db.pool.query(
      'SELECT attempt, outcome FROM state_portal_attempts ORDER BY attempt',
    );
    expect(rows).toEqual([
      { attempt: 1, outcome: 'error' },
      { attempt: 2, outcome: 'error' },
      { attempt: 3, outcome: 'error' },
    ]);
    expect(await dispatchPortalBatches(db.pool, portal, FAST)).toBe(0);
  });

  it('marks a batch part failed when the portal refuses a record, and a retry sends only that one', async () => {
    const batch = await queue([
      ['P1', 100],
      ['P2', 200],
    ]);
    const refusing = recordingPortal({
      answer: (b) => ({
        acknowledgementId: 'ACK-B',
        records: b.records.map((r) =>
          r.receiptNumber === 'P2'
            ? { key: r.key, status: 'rejected' as const, error: 'Unknown ward' }
            : { key: r.key, status: 'accepted' as const, acknowledgementId: `ACK-${r.receiptNumber}` },
        ),
      }),
    });
    await dispatchPortalBatches(db.pool, refusing.portal, FAST);
    expect(await batchRows()).toEqual([
      { status: 'part_failed', attempts: 1, last_error: 'The portal refused 1 of 2 records' },
    ]);
    expect(await recordRows()).toMatchObject([
      { receipt_number: 'P1', status: 'acknowledged' },
      { receipt_number: 'P2', status: 'rejected', last_error: 'Unknown ward' },
    ]);
    expect(await retryBatch(db.pool, batch!.id)).toBe(1);
    const { portal, batches } = recordingPortal();
    await dispatchPortalBatches(db.pool, portal, FAST);
    expect(batches[0].records.map((r) => r.receiptNumber)).toEqual(['P2']);
    expect(await batchRows()).toMatchObject([{ status: 'acknowledged' }]);
    await expect(retryBatch(db.pool, batch!.id)).rejects.toMatchObject({ status: 400 });
  });

  it('counts a record the portal held already as acknowledged, and one it left out as refused', async () => {
    await queue([
      ['K1', 100],
      ['K2', 200],
    ]);
    const { portal } = recordingPortal({
      answer: (b) => ({
        acknowledgementId: 'ACK-D',
        records: [{ key: b.records[0].key, status: 'duplicate', acknowledgementId: 'ACK-OLD' }],
      }),
    });
    await dispatchPortalBatches(db.pool, portal, FAST);
    expect(await recordRows()).toMatchObject([
      { receipt_number: 'K1', status: 'acknowledged', acknowledgement_id: 'ACK-OLD' },
      { receipt_number: 'K2', status: 'rejected', last_error: 'The portal did not answer for this record' },
    ]);
  });

  it('takes back the batch of a dispatcher that died mid-send once its lease runs out', async () => {
    await queue([['C1', 100]]);
    await db.pool.query(
      `UPDATE state_portal_batches SET status = 'sent', attempts = 1, next_attempt_at = now() + interval '1 minute'`,
    );
    const { portal, batches } = recordingPortal();
    expect(await dispatchPortalBatches(db.pool, portal, FAST)).toBe(0);
    await db.pool.query(`UPDATE state_portal_batches SET next_attempt_at = now() - interval '1 second'`);
    expect(await dispatchPortalBatches(db.pool, portal, FAST)).toBe(1);
    expect(batches).toHaveLength(1);
    expect(await batchRows()).toMatchObject([{ status: 'acknowledged', attempts: 2 }]);
  });

  it('runs as a worker on an interval and stops cleanly', async () => {
    const { portal, batches } = recordingPortal();
    const worker = startPortalDispatcher(db.pool, portal, 20, FAST);
    try {
      await queue([['W1', 100]]);
      for (let waited = 0; batches.length === 0 && waited < 5000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      expect(batches.map((b) => b.records[0].receiptNumber)).toEqual(['W1']);
    } finally {
      await worker.stop();
    }
  });
});
