// ARCHITECTURE.md, "Outgrowing one machine": each projection runs as one active consumer with a standby.
import { auditProjection } from '../testing/auditProjection';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { readModelRows } from '../testing/readModelRows';
import { appendAll, staffHistory } from '../testing/staffEvents';
import { waitFor, waitForCatchUp } from '../testing/waitFor';
import { staffProjection } from '../staff/projection';
import { applyBatch } from './applyBatch';
import { startProjectionRunner, type ProjectionRunner } from './runner';

jest.setTimeout(60_000);

describe('two runners of the same projections', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
  });
  afterAll(() => storeDb.close());

  const start = () =>
    startProjectionRunner({
      store: storeDb.store,
      pool: db.pool,
      projections: [staffProjection, auditProjection()],
      batchSize: 50,
      standbyPollMs: 50,
      retryMs: 50,
    });

  const roles = async (runner: ProjectionRunner) => (await runner.status()).map((status) => status.role);

  it('apply with only one of them; the standby takes over when the first stops', async () => {
    const first = await start();
    await waitFor(
      async () => (await roles(first)).every((role) => role === 'active'),
      'the first to be active',
    );
    const second = await start();
    try {
      await waitFor(
        async () => (await roles(second)).every((role) => role === 'standby'),
        'the second to stand by',
      );

      const before = await appendAll(storeDb.store, staffHistory(100, 20));
      await waitForCatchUp(storeDb.store, db.pool, ['staff', 'audit']);
      expect((await second.status()).map((status) => status.appliedEvents)).toEqual([0, 0]);
      expect(await roles(second)).toEqual(['standby', 'standby']);

      await first.stop();
      await waitFor(
        async () => (await roles(second)).every((role) => role === 'active'),
        'the standby to take over',
      );
      const after = await appendAll(storeDb.store, staffHistory(30, 10, 100));
      await waitForCatchUp(storeDb.store, db.pool, ['staff', 'audit']);

      const { audit, officials } = await readModelRows(db.pool);
      expect(audit).toHaveLength(before + after);
      expect(audit.filter((row) => row.applications !== 1)).toEqual([]);
      expect(officials).toHaveLength(130);
      expect((await second.status()).map((status) => status.appliedEvents)).toEqual([after, after]);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('refuse a batch that does not start at the stored checkpoint, even from a consumer without the lock', async () => {
    const { events } = await storeDb.store.readAll(null, 10);
    const client = await db.pool.connect();
    try {
      // A consumer that believes it is still at the start, long after the active one moved on.
      await expect(
        applyBatch(client, auditProjection(), { checkpoint: null, position: 0 }, events),
      ).rejects.toMatchObject({
        code: 'PX002',
      });
    } finally {
      client.release();
    }
    const { audit } = await readModelRows(db.pool);
    expect(audit.filter((row) => row.applications !== 1)).toEqual([]);
  });
});
