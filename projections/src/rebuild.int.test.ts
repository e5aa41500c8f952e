import type { Pool } from 'pg';
import { rebuildProjection } from './rebuild';
import { startProjectionRunner, type ProjectionRunner } from './runner/runner';
import { auditProjection } from './testing/auditProjection';
import { createStoreDb, type ReadModelDb } from './testing/databases';
import { appendAll, staffHistory } from './testing/staffEvents';
import { waitFor, waitForCatchUp } from './testing/waitFor';

jest.setTimeout(120_000);

interface Read {
  rows: number;
  versions: number[];
}

/** Readers querying the stable name the whole time, as the API does. */
function startReaders(pool: Pool, count: number) {
  const reads: Read[] = [];
  const errors: unknown[] = [];
  let running = true;
  const reader = async () => {
    while (running) {
      try {
        const { rows } = await pool.query<{ rows: number; versions: number[] }>(
          'SELECT count(*)::int AS rows, array_agg(DISTINCT built_by_version) AS versions FROM audit_applied',
        );
        reads.push(rows[0]);
      } catch (error) {
        errors.push(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  };
  const readers = Array.from({ length: count }, reader);
  return {
    reads,
    errors,
    stop: async () => {
      running = false;
      await Promise.all(readers);
    },
  };
}

describe('rebuilding a read model without downtime', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  const runners: ProjectionRunner[] = [];

  const start = async (version: number) => {
    const runner = await startProjectionRunner({
      store: storeDb.store,
      pool: db.pool,
      projections: [auditProjection({ version })],
      standbyPollMs: 50,
      retryMs: 50,
    });
    runners.push(runner);
    return runner;
  };
  const tableExists = async (name: string) =>
    (await db.pool.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [name])).rows[0]
      .exists;

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    await appendAll(storeDb.store, staffHistory(300, 100));
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await storeDb.close();
  });

  it('keeps serving the old version during the build, then readers see the new one and the old tables go', async () => {
    const v1 = await start(1);
    await waitForCatchUp(storeDb.store, db.pool, ['audit']);
    const readers = startReaders(db.pool, 3);
    // Events keep arriving during the rebuild; both versions must end up with them.
    const live = appendAll(storeDb.store, staffHistory(60, 0, 300), 2);

    const result = await rebuildProjection({
      store: storeDb.store,
      pool: db.pool,
      projection: auditProjection({ version: 2, slowMs: 1 }),
      batchSize: 200,
    });
    await live;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await readers.stop();

    expect(result).toMatchObject({ name: 'audit', version: 2 });
    expect(readers.errors).toEqual([]);
    expect(readers.reads.every((read) => read.rows > 0 && read.versions.length === 1)).toBe(true);
    const versions = readers.reads.map((read) => read.versions[0]);
    expect(versions.filter((version) => version === 1).length).toBeGreaterThan(10);
    expect(versions.at(-1)).toBe(2);
    expect(versions.slice(versions.indexOf(2))).not.toContain(1);
    expect(await tableExists('audit_applied_v1')).toBe(false);

    // The old version's runner notices at its next batch and stops writing.
    await appendAll(storeDb.store, staffHistory(1, 0, 1000));
    await waitFor(async () => (await v1.status())[0].role === 'superseded', 'the v1 runner to stand down');

    // The new version's runner takes over from the rebuild's checkpoint.
    await start(2);
    await waitForCatchUp(storeDb.store, db.pool, ['audit']);
    const { rows } = await db.pool.query(
      'SELECT built_by_version, applications, count(*)::int AS n FROM audit_applied GROUP BY 1, 2',
    );
    expect(rows).toEqual([
      { built_by_version: 2, applications: 1, n: (await storeDb.store.headCheckpoint()).position },
    ]);
  });

  it('is what a runner does by itself when it starts with a newer version than the active one', async () => {
    const v3 = await start(3);
    await waitFor(async () => (await v3.status())[0].role === 'active', 'version 3 to take over');
    await waitForCatchUp(storeDb.store, db.pool, ['audit']);
    const { rows } = await db.pool.query('SELECT DISTINCT built_by_version FROM audit_applied');
    expect(rows).toEqual([{ built_by_version: 3 }]);
    expect(await tableExists('audit_applied_v2')).toBe(false);
  });

  it('is refused for a version that is not newer than the active one', async () => {
    await expect(
      rebuildProjection({ store: storeDb.store, pool: db.pool, projection: auditProjection({ version: 3 }) }),
    ).rejects.toThrow('a rebuild needs a higher version');
  });
});
