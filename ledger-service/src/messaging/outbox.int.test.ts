import { indiaDate } from '@ptax/contracts';
import { HttpError } from '../http/errors';
import { startOutboxDatabase } from './messagingTesting';
import { enqueueMessage, listOutbox } from './outbox';

describe('the message outbox', () => {
  let db: Awaited<ReturnType<typeof startOutboxDatabase>>;
  beforeAll(async () => {
    db = await startOutboxDatabase();
  });
  afterAll(() => db.stop());
  beforeEach(() => db.pool.query('TRUNCATE message_outbox'));

  const link = {
    channel: 'whatsapp' as const,
    recipient: '98765 43210',
    template: 'payment-link',
    body: 'Pay here',
  };

  it('keeps a message only if the caller’s transaction commits', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await enqueueMessage(client, { ...link, reference: 'rolled-back' });
      await client.query('ROLLBACK');
      await client.query('BEGIN');
      await enqueueMessage(client, { ...link, reference: 'committed' });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { rows } = await db.pool.query('SELECT reference, recipient, status, attempts FROM message_outbox');
    expect(rows).toEqual([
      { reference: 'committed', recipient: '9876543210', status: 'pending', attempts: 0 },
    ]);
  });

  it('refuses a message without a usable mobile number or body, with a 400', async () => {
    await expect(enqueueMessage(db.pool, { ...link, recipient: 'call me' })).rejects.toThrow(HttpError);
    await expect(enqueueMessage(db.pool, { ...link, body: '  ' })).rejects.toThrow(HttpError);
    await expect(enqueueMessage(db.pool, { ...link, channel: 'fax' as never })).rejects.toThrow(HttpError);
  });

  it('lists newest first with filters and paging, as the back office needs', async () => {
    // The day in India when the rows were written (two days when the run crosses midnight there).
    const firstDay = indiaDate(Date.now() - 5_000);
    for (let i = 1; i <= 3; i++) await enqueueMessage(db.pool, { ...link, reference: `T${i}` });
    await enqueueMessage(db.pool, { ...link, channel: 'sms', recipient: '9000000001', reference: 'S1' });
    // T1 queued last: 1 second ago, T2 2 seconds ago, ...
    await db.pool.query(
      `UPDATE message_outbox SET created_at = now() - interval '1 second' * right(reference, 1)::int`,
    );

    const whatsapp = await listOutbox(db.pool, { channel: 'whatsapp' }, { page: 1, limit: 2 });
    expect(whatsapp).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(whatsapp.data.map((row) => row.reference)).toEqual(['T1', 'T2']);
    expect(whatsapp.data[0]).toMatchObject({
      channel: 'whatsapp',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });

    expect((await listOutbox(db.pool, { recipient: '0001' })).data.map((row) => row.reference)).toEqual([
      'S1',
    ]);
    expect((await listOutbox(db.pool, { status: 'sent' })).total).toBe(0);
    const lastDay = indiaDate(Date.now());
    expect((await listOutbox(db.pool, { startDate: firstDay, endDate: lastDay })).total).toBe(4);
  });

  it('refuses malformed date filters with a 400 instead of a database error', async () => {
    await expect(listOutbox(db.pool, { startDate: '2025-02-30' })).rejects.toThrow(HttpError);
    await expect(listOutbox(db.pool, { endDate: 'yesterday' })).rejects.toThrow(HttpError);
  });
});
