// npm run bench:demand: the bulk demand run of a whole city. On a fresh database (its own embedded
// PostgreSQL unless DATABASE_URL is set) the service's store and read models (demandCity.ts) get
// BENCH_PROPERTIES properties (default 100,000), each registered and assessed for the current year.
// Once the read models have caught up (not timed), the demand run of the whole city is timed through
// the module's own function (raiseDemands, what POST taxDemands/bulkDemandBill calls), together with
// the read models catching up with the demands. Prints one JSON object (figures in BENCHMARKS.md).
// BENCH_PROFILE=<file> also writes a CPU profile of the timed part; BENCH_ONLY_LEDGER=1 runs only the
// read models a demand run needs (to see what the others cost).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { financialYearOfInstant } from '@ptax/contracts';
import { waitForReadModels } from '@ptax/projections';
import { raiseDemands } from '../src/demands/bulk';
import { UNLIMITED } from '../src/http/scope';
import { seedDefaultRuleSets } from '../src/tax/seed';
import { benchDatabase, cpuSeconds, log, machineFacts, now, round } from './benchSupport';
import { composeService, propertyEvents } from './demandCity';
import { cpuMeter } from './cpuMeter';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const ONLY_LEDGER = process.env.BENCH_ONLY_LEDGER === '1';
const STREAMS_PER_APPEND = 1_000;
const CATCH_UP_TIMEOUT_MS = 30 * 60_000;

/** BENCH_PROFILE=file.cpuprofile: a CPU profile of this process over the timed run (Chrome DevTools format). */
async function startProfile(): Promise<() => Promise<void>> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

async function main() {
  const database = await benchDatabase();
  const platform = await composeService(database.url, ONLY_LEDGER);
  const caughtUp = async () =>
    waitForReadModels(platform.pool, (await platform.store.headCheckpoint()).position, CATCH_UP_TIMEOUT_MS);
  try {
    const financialYear = financialYearOfInstant(Date.now());
    log(
      `demand benchmark: ${PROPERTIES.toLocaleString('en-IN')} properties on ${database.server}, ${financialYear}`,
    );
    await seedDefaultRuleSets(platform.store, Date.now);
    const loadStarted = now();
    let headDemands = 0;
    for (let start = 0; start < PROPERTIES; start += STREAMS_PER_APPEND) {
      const appends = Array.from({ length: Math.min(STREAMS_PER_APPEND, PROPERTIES - start) }, (_, i) =>
        propertyEvents(start + i, financialYear),
      );
      for (const append of appends) {
        const { housePaise, waterPaise, sewerPaise } = append.events[1].data as Record<string, number>;
        headDemands += [housePaise, waterPaise, sewerPaise].filter((paise) => paise > 0).length;
      }
      await platform.store.appendMany(appends);
    }
    log(
      `  registered and assessed in ${round((now() - loadStarted) / 1000, 1)} s; waiting for the read models...`,
    );
    await caughtUp();
    log(`  read models caught up after ${round((now() - loadStarted) / 1000, 1)} s`);
    await platform.pool.query('VACUUM ANALYZE');

    const profile = await startProfile();
    const sampleCpu = cpuMeter(database.dataDir);
    const cpuStart = sampleCpu();
    const loadAtStart = loadavg()[0];
    const started = now();
    const deps = { store: platform.store, pool: platform.pool, now: Date.now };
    const run = await raiseDemands(
      deps,
      financialYear,
      { place: { scope: UNLIMITED } },
      { userId: 'bench', command: 'BulkDemandBill' },
    );
    const appended = now();
    const cpuAppended = sampleCpu();
    await waitForReadModels(platform.pool, run.position, CATCH_UP_TIMEOUT_MS);
    const finished = now();
    const cpuEnd = sampleCpu();
    await profile();

    const seconds = (finished - started) / 1000;
    const { summary } = run;
    const bills = summary.raised + summary.replaced;
    const { rows } = await platform.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM ledger_years WHERE demand_id IS NOT NULL',
    );
    console.log(
      JSON.stringify(
        {
          machine: machineFacts(database, loadAtStart),
          projections: platform.projections,
          properties: PROPERTIES,
          demandEvents: bills,
          headDemands,
          summary: {
            raised: summary.raised,
            replaced: summary.replaced,
            unchanged: summary.unchanged,
            notAssessed: summary.notAssessed,
            failed: summary.failed.length,
          },
          yearRowsWithDemand: Number(rows[0].n),
          seconds: round(seconds, 2),
          appendSeconds: round((appended - started) / 1000, 2),
          catchUpAfterAppendSeconds: round((finished - appended) / 1000, 2),
          billsPerSecond: round(bills / seconds),
          headDemandsPerSecond: round(headDemands / seconds),
          extrapolatedSecondsForOneMillionDemands: round(1_000_000 / (bills / seconds), 1),
          cpuSeconds: {
            run: {
              node: cpuSeconds(cpuAppended.nodeMs, cpuStart.nodeMs),
              postgres: cpuSeconds(cpuAppended.postgresMs, cpuStart.postgresMs),
            },
            total: {
              node: cpuSeconds(cpuEnd.nodeMs, cpuStart.nodeMs),
              postgres: cpuSeconds(cpuEnd.postgresMs, cpuStart.postgresMs),
            },
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await platform.stop();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
