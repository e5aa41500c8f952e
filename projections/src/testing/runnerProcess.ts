// A projection runner in a child process, so a test can kill it for real (SIGKILL mid-transaction).
// Env: STORE_URL, READ_MODEL_URL, BATCH_SIZE, SLOW_MS.
import { Pool } from 'pg';
import { createPostgresEventStore } from '../../../ledger-service/src/eventstore/postgres';
import { startProjectionRunner } from '../runner/runner';
import { staffProjection } from '../staff/projection';
import { auditProjection } from './auditProjection';

async function main(): Promise<void> {
  const store = await createPostgresEventStore({
    connectionString: process.env.STORE_URL!,
    pollIntervalMs: 100,
  });
  const pool = new Pool({ connectionString: process.env.READ_MODEL_URL, max: 4 });
  await startProjectionRunner({
    store,
    pool,
    projections: [staffProjection, auditProjection({ slowMs: Number(process.env.SLOW_MS ?? 0) })],
    batchSize: Number(process.env.BATCH_SIZE ?? 100),
    standbyPollMs: 50,
    retryMs: 50,
  });
  process.stdout.write('running\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
