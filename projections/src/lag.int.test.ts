import { projectionLag } from './lag';
import { startProjectionRunner } from './runner/runner';
import { staffProjection } from './staff/projection';
import { createStoreDb, type ReadModelDb } from './testing/databases';
import { appendAll, staffHistory } from './testing/staffEvents';
import { waitForCatchUp } from './testing/waitFor';

jest.setTimeout(60_000);

describe('the lag of a projection', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
  });
  afterAll(() => storeDb.close());

  const start = () =>
    startProjectionRunner({ store: storeDb.store, pool: db.pool, projections: [staffProjection] });

  it('is the number of events stored after its checkpoint, reported from the database', async () => {
    const first = await appendAll(storeDb.store, staffHistory(10, 4));
    const runner = await start();
    await waitForCatchUp(storeDb.store, db.pool, ['staff']);
    await runner.stop();

    const more = await appendAll(storeDb.store, staffHistory(6, 0, 10));
    expect(await projectionLag(storeDb.store, db.pool)).toEqual([
      {
        name: 'staff',
        version: staffProjection.version,
        state: 'active',
        position: first,
        headPosition: first + more,
        lag: more,
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('is in the runner status, and drops to zero once the runner has caught up', async () => {
    const runner = await start();
    try {
      await waitForCatchUp(storeDb.store, db.pool, ['staff']);
      const [status] = await runner.status();
      const head = await storeDb.store.headCheckpoint();
      expect(status).toMatchObject({ name: 'staff', role: 'active', position: head.position });
      expect(status.lag).toMatchObject({ position: head.position, headPosition: head.position, lag: 0 });
    } finally {
      await runner.stop();
    }
  });
});
