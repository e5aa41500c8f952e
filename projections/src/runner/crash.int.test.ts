// The crash test: a runner dies in the middle of its work, another run finishes it, and the
// read models equal a clean rebuild in fresh tables, with no event applied twice (the audit projection
// counts applications per event and is deliberately not idempotent).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { staffProjection } from '../staff/projection';
import { auditProjection, type AuditOptions } from '../testing/auditProjection';
import { createReadModelDb, createStoreDb, type ReadModelDb } from '../testing/databases';
import { auditAgreesWithCheckpoint, readModelRows } from '../testing/readModelRows';
import { appendAll, staffHistory } from '../testing/staffEvents';
import { waitFor, waitForCatchUp } from '../testing/waitFor';
import { startProjectionRunner, type ProjectionRunner } from './runner';

jest.setTimeout(180_000);

describe('when a projection runner dies in the middle of a run', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let total: number;
  let clean: Awaited<ReturnType<typeof readModelRows>>;
  const readModels: ReadModelDb[] = [];

  async function freshReadModels() {
    const db = await createReadModelDb();
    readModels.push(db);
    return db;
  }

  async function run(pool: Pool, audit: AuditOptions = {}, batchSize = 100): Promise<ProjectionRunner> {
    return startProjectionRunner({
      store: storeDb.store,
      pool,
      projections: [staffProjection, auditProjection(audit)],
      batchSize,
      standbyPollMs: 50,
      retryMs: 50,
    });
  }

  async function runToEnd(pool: Pool) {
    const runner = await run(pool);
    await waitForCatchUp(storeDb.store, pool, ['staff', 'audit']);
    await runner.stop();
  }

  /** Checks the invariant continuously while `work` runs: audit rows and checkpoint never disagree. */
  async function watching<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
    let running = true;
    const violations: unknown[] = [];
    const watcher = (async () => {
      while (running) {
        const seen = await auditAgreesWithCheckpoint(pool).catch(() => null);
        if (seen && seen.rows !== seen.position) violations.push(seen);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      return await work();
    } finally {
      running = false;
      await watcher;
      expect(violations).toEqual([]);
    }
  }

  async function expectSameAsCleanRebuild(pool: Pool) {
    const rows = await readModelRows(pool);
    expect(rows.audit).toHaveLength(total);
    expect(rows.audit.filter((row) => row.applications !== 1)).toEqual([]);
    expect(rows).toEqual(clean);
  }

  beforeAll(async () => {
    storeDb = await createStoreDb();
    total = await appendAll(storeDb.store, staffHistory(1000, 300));
    const cleanDb = await freshReadModels();
    await runToEnd(cleanDb.pool);
    clean = await readModelRows(cleanDb.pool);
  });
  afterAll(async () => {
    for (const db of readModels) await db.close();
    await storeDb.close();
  });

  it('starts from a few thousand events', () => {
    expect(total).toBeGreaterThan(3000);
    expect(clean.officials).toHaveLength(1000);
    expect(clean.operators).toHaveLength(300);
  });

  it('resumes after the process is killed with SIGKILL: same rows as a clean rebuild, none applied twice', async () => {
    const db = await freshReadModels();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, '../testing/runnerProcess.ts')],
      {
        env: {
          ...process.env,
          STORE_URL: storeDb.url,
          READ_MODEL_URL: db.url,
          BATCH_SIZE: '100',
          SLOW_MS: '1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const exited = once(child, 'exit');
    // Fail at once, with its output, if the child dies on its own instead of timing out later.
    const died = exited.then(() => {
      throw new Error(`the runner process exited by itself: ${stderr}`);
    });
    died.catch(() => undefined);
    const progress = async () =>
      (await auditAgreesWithCheckpoint(db.pool).catch(() => ({ position: 0 }))).position;
    await watching(db.pool, async () => {
      // Kill while an audit batch is executing, past the first thousand events.
      await Promise.race([died, waitFor(async () => (await progress()) >= 1000, 'progress')]);
      await Promise.race([
        died,
        waitFor(async () => (await activeBatches(db.pool)) > 0, 'a batch in flight'),
      ]);
      child.kill('SIGKILL');
      await exited;
      const atKill = await auditAgreesWithCheckpoint(db.pool);
      expect(atKill.position).toBeLessThan(total);

      await runToEnd(db.pool);
    });
    await expectSameAsCleanRebuild(db.pool);
  });

  it('recovers by itself when its connection is cut mid-transaction', async () => {
    const db = await freshReadModels();
    const runner = await run(db.pool, { slowMs: 1 });
    await watching(db.pool, async () => {
      await waitFor(async () => (await auditAgreesWithCheckpoint(db.pool)).position >= 1000, 'progress');
      await waitFor(async () => (await terminateActiveBatch(db.pool)) > 0, 'a batch to terminate');
      await waitForCatchUp(storeDb.store, db.pool, ['staff', 'audit']);
    });
    const audit = (await runner.status()).find((status) => status.name === 'audit')!;
    await runner.stop();
    expect(audit.restarts).toBeGreaterThanOrEqual(1);
    expect(audit.lastError).toMatch(/terminat/i);
    await expectSameAsCleanRebuild(db.pool);
  });

  it('rolls the whole batch back when one of its statements fails, and retries it', async () => {
    const db = await freshReadModels();
    // Event 1550 sits in the middle of the batch 1501-1600: 49 inserts run before it fails.
    const runner = await run(db.pool, { failOnceAtPosition: 1550 });
    await watching(db.pool, () => waitForCatchUp(storeDb.store, db.pool, ['staff', 'audit']));
    const audit = (await runner.status()).find((status) => status.name === 'audit')!;
    await runner.stop();
    expect(audit.restarts).toBe(1);
    expect(audit.lastError).toMatch(/division by zero/);
    await expectSameAsCleanRebuild(db.pool);
  });
});

const BATCH_IN_FLIGHT = `datname = current_database() AND state = 'active' AND query LIKE 'BEGIN;%projection_begin_batch(''audit''%'`;

async function activeBatches(pool: Pool): Promise<number> {
  const { rows } = await pool.query(`SELECT pid FROM pg_stat_activity WHERE ${BATCH_IN_FLIGHT}`);
  return rows.length;
}

async function terminateActiveBatch(pool: Pool): Promise<number> {
  const { rows } = await pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ${BATCH_IN_FLIGHT}`,
  );
  return rows.length;
}
