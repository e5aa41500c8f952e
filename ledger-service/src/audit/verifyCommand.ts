// `npm run audit:verify`: replays every property stream against the ledger read model and
// recomputes every stream's hash chain, on DATABASE_URL or the embedded PostgreSQL of ./data (that
// of a running service, when one runs). Exit code 0: all well; 1: a difference or a broken chain;
// 2: the audit could not run.
//
// The read models must have caught up first. With no service running nobody moves them, so this
// command runs the projections itself; beside a running service its runner only stands by (one
// active consumer per projection), and the audit waits for the service's.
import { Pool } from 'pg';
import { projectionMigrations, startProjectionRunner, type ProjectionRunner } from '@ptax/projections';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openServiceDatabase } from '../db/serviceDatabase';
import { createEventStore } from '../eventstore';
import { MODULES } from '../modules';
import { verifyEverything, type VerifyReport } from './verify';

const MAX_LINES_PER_PROPERTY = 10;
const count = (n: number) => n.toLocaleString('en-IN');

export function reportLines(report: VerifyReport): string[] {
  const lines = [
    `Audited ${count(report.streams)} streams (${count(report.properties)} properties), ${count(report.events)} events in ${report.seconds} s`,
  ];
  lines.push(
    report.brokenChains.length === 0
      ? 'Hash chains: every stream intact'
      : `Hash chains: ${count(report.brokenChains.length)} broken`,
  );
  for (const broken of report.brokenChains)
    lines.push(
      `  ${broken.stream}: revision ${broken.brokenAtRevision} (event ${broken.eventId}): ${broken.reason}`,
    );
  const { readModel, replayed } = report.rows;
  lines.push(
    report.mismatches.length === 0
      ? `Ledger read model: all ${count(readModel)} rows match their streams`
      : `Ledger read model: ${count(report.mismatches.length)} properties differ from their streams`,
  );
  if (readModel !== replayed)
    lines.push(
      `  ledger_accounts has ${count(readModel)} rows for ${count(replayed)} properties with events`,
    );
  for (const mismatch of report.mismatches) {
    lines.push(`  ${mismatch.propertyUniqueId}:`);
    for (const d of mismatch.differences.slice(0, MAX_LINES_PER_PROPERTY))
      lines.push(
        `    ${d.path}: replayed ${JSON.stringify(d.replayed)}, read model ${JSON.stringify(d.readModel)}`,
      );
    if (mismatch.differences.length > MAX_LINES_PER_PROPERTY)
      lines.push(`    ... and ${mismatch.differences.length - MAX_LINES_PER_PROPERTY} more`);
  }
  lines.push(report.ok ? 'OK' : 'DIFFERENCES FOUND');
  return lines;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const db = await openServiceDatabase(config, { attachToRunning: true });
  const projections = MODULES.flatMap((m) => m.projections ?? []);
  // Each projection's worker keeps a connection for itself: the runner gets a pool of its own, so
  // the audit's queries never wait behind them.
  const pool = new Pool({ connectionString: db.url, max: 6 });
  const runnerPool = new Pool({ connectionString: db.url, max: projections.length + 4 });
  for (const p of [pool, runnerPool])
    p.on('error', (error) => console.warn(`read-model pool: ${error.message}`));
  const store = await createEventStore({ DATABASE_URL: db.url, EVENTSTORE_URL: config.eventStoreUrl });
  let runner: ProjectionRunner | undefined;
  try {
    await migrate(pool, projectionMigrations);
    runner = await startProjectionRunner({ store, pool: runnerPool, projections });
    const report = await verifyEverything({
      store,
      readModels: pool,
      onPage: ({ streams, events }) =>
        process.stderr.write(`\r${count(streams)} streams, ${count(events)} events`),
    });
    process.stderr.write('\n');
    for (const line of reportLines(report)) console.log(line);
    return report.ok ? 0 : 1;
  } finally {
    await runner?.stop().catch(() => undefined);
    await store.close().catch(() => undefined);
    await Promise.all([pool.end(), runnerPool.end()]).catch(() => undefined);
    await db.embedded?.stop().catch(() => undefined);
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('audit:verify could not run:', error);
      process.exit(2);
    },
  );
}
