import { dispatchOutbox, startOutboxDispatcher, type DispatchOptions } from './dispatcher';
import { recordingSender, startOutboxDatabase } from './messagingTesting';
import { enqueueMessage } from './outbox';
import { createLogSender } from './senders';

const FAST: DispatchOptions = { batchSize: 10, maxAttempts: 3, backoffMs: 0, leaseMs: 60_000 };
const message = (reference: string) => ({
  channel: 'sms' as const,
  recipient: '9876543210',
  template: 'receipt',
  body: `Receipt ${reference}`,
  reference,
});

describe('the outbox dispatcher', () => {
  let db: Awaited<ReturnType<typeof startOutboxDatabase>>;
  beforeAll(async () => {
    db = await startOutboxDatabase();
  });
  afterAll(() => db.stop());
  beforeEach(() => db.pool.query('TRUNCATE message_outbox'));

  const rowsOf = async () =>
    (
      await db.pool.query(
        'SELECT reference, status, attempts, last_error, provider_id, sent_at IS NOT NULL AS sent FROM message_outbox ORDER BY reference',
      )
    ).rows;

  it('sends pending messages once and marks them sent with the provider’s id', async () => {
    await enqueueMessage(db.pool, message('A'));
    await enqueueMessage(db.pool, message('B'));
    const { sender, sent } = recordingSender();
    expect(await dispatchOutbox(db.pool, sender, FAST)).toBe(2);
    expect(await dispatchOutbox(db.pool, sender, FAST)).toBe(0);
    expect(sent.map((m) => m.reference).sort()).toEqual(['A', 'B']);
    expect(await rowsOf()).toEqual([
      {
        reference: 'A',
        status: 'sent',
        attempts: 1,
        last_error: null,
        provider_id: expect.stringMatching(/^prov-/),
        sent: true,
      },
      {
        reference: 'B',
        status: 'sent',
        attempts: 1,
        last_error: null,
        provider_id: expect.stringMatching(/^prov-/),
        sent: true,
      },
    ]);
  });

  it('marks messages only written to the log as logged, not sent', async () => {
    await enqueueMessage(db.pool, message('L'));
    const lines: string[] = [];
    await dispatchOutbox(
      db.pool,
      createLogSender((line) => lines.push(line)),
      FAST,
    );
    expect(await rowsOf()).toMatchObject([{ reference: 'L', status: 'logged', sent: true }]);
    expect(lines).toEqual(['[outbox] sms to ******3210 receipt (L): Receipt L']);
  });

  it('never sends a message twice when several dispatchers run at once', async () => {
    for (let i = 0; i < 60; i++) await enqueueMessage(db.pool, message(`M${String(i).padStart(2, '0')}`));
    const { sender, sent } = recordingSender({ delayMs: 2 });
    const drain = async () => {
      while ((await dispatchOutbox(db.pool, sender, { ...FAST, batchSize: 5 })) > 0);
    };
    await Promise.all([drain(), drain(), drain(), drain()]);
    const references = sent.map((m) => m.reference);
    expect(references).toHaveLength(60);
    expect(new Set(references).size).toBe(60);
    const { rows } = await db.pool.query(
      `SELECT count(*)::int AS n FROM message_outbox WHERE status = 'sent' AND attempts = 1`,
    );
    expect(rows[0].n).toBe(60);
  });

  it('retries a failing send with backoff, then gives up as failed', async () => {
    await enqueueMessage(db.pool, message('F'));
    const { sender } = recordingSender({ failWith: 'provider down' });
    const backingOff = { ...FAST, backoffMs: 60_000 };
    await dispatchOutbox(db.pool, sender, backingOff);
    expect(await rowsOf()).toMatchObject([
      { status: 'pending', attempts: 1, last_error: 'provider down', sent: false },
    ]);
    // Not due again before the backoff has passed.
    expect(await dispatchOutbox(db.pool, sender, backingOff)).toBe(0);

    await db.pool.query('UPDATE message_outbox SET next_attempt_at = now()');
    await dispatchOutbox(db.pool, sender, FAST);
    await dispatchOutbox(db.pool, sender, FAST);
    expect(await rowsOf()).toMatchObject([{ status: 'failed', attempts: 3, last_error: 'provider down' }]);
    expect(await dispatchOutbox(db.pool, sender, FAST)).toBe(0);
  });

  it('takes back the rows of a dispatcher that died mid-send once its lease runs out', async () => {
    await enqueueMessage(db.pool, message('C'));
    // A dispatcher claimed the row and crashed: the row is leased but never marked.
    await db.pool.query(
      `UPDATE message_outbox SET attempts = 1, next_attempt_at = now() + interval '1 minute'`,
    );
    const { sender, sent } = recordingSender();
    expect(await dispatchOutbox(db.pool, sender, FAST)).toBe(0);
    await db.pool.query(`UPDATE message_outbox SET next_attempt_at = now() - interval '1 second'`);
    expect(await dispatchOutbox(db.pool, sender, FAST)).toBe(1);
    expect(sent.map((m) => m.reference)).toEqual(['C']);
    expect(await rowsOf()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('runs as a worker on an interval and stops cleanly', async () => {
    const { sender, sent } = recordingSender();
    const worker = startOutboxDispatcher(db.pool, sender, 20, FAST);
    try {
      await enqueueMessage(db.pool, message('W'));
      for (let waited = 0; sent.length === 0 && waited < 5000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      expect(sent.map((m) => m.reference)).toEqual(['W']);
    } finally {
      await worker.stop();
    }
  });
});
