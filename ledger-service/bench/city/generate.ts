// `npm run city:generate [-- --properties=50000 --years=10 --seed=20261126 --dir=data/city]`: a
// whole city for the benchmarks, written through the real deciders and appendMany (generateCity.ts)
// into a service data folder: its embedded PostgreSQL under <dir>/pg, or DATABASE_URL's database.
// Afterwards `DATA_DIR=<dir> npm run serve` serves the city and `npm run bench:reports` reads it.
//
// Three phases: (1) the service's composition root seeds the demo masters and users as `npm start`
// does (not the 5,000-property demo city) and the missing years' rule sets are adopted; (2) the
// city is appended with no read model running (they would share this process's one thread with the
// deciding); (3) the service's projection runner, alone, brings every read model up to the log.
// Prints progress on stderr and one JSON object on stdout (BENCHMARKS.md "Generated city").
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { projectionMigrations, startProjectionRunner, waitForReadModels } from '@ptax/projections';
import { loadConfig } from '../../src/config';
import { migrate } from '../../src/db/migrate';
import { openServiceDatabase } from '../../src/db/serviceDatabase';
import { createEventStore } from '../../src/eventstore';
import { createDiskFileStore } from '../../src/files/fileStore';
import { MODULES } from '../../src/modules';
import { startPlatform } from '../../src/platform';
import { cpuMeter } from '../cpuMeter';
import { cpuSeconds, log, round } from '../benchSupport';
import { CITY_METADATA, CITY_SEED_MODULES, generateCity, genericPlanUrl } from './generateCity';
import { financialYears, loadMasters } from './masters';
import { cityOptions } from './options';

const CATCH_UP_TIMEOUT_MS = 12 * 3_600_000;

/** Phase 1: the masters and users seeded, every year's rule set adopted and projected. */
async function seedMasters(url: string, jwtSecret: string, uploadsDir: string, years: string[]) {
  const platform = await startPlatform({
    databaseUrl: url,
    jwtSecret,
    seedDemoData: true,
    seedModules: CITY_SEED_MODULES,
    uploadsDir,
    runWorkers: false,
  });
  try {
    await loadMasters(platform.ctx, years, CITY_METADATA);
  } finally {
    await platform.stop();
  }
}

/**
 * Phase 3: the service's read models, run as startPlatform runs them, until they reach the log's
 * head; `caughtUp` runs before their connections close (PostgreSQL's CPU is read from live backends).
 */
async function catchUpWith(url: string, position: number, caughtUp: () => void) {
  const projections = MODULES.flatMap((m) => m.projections ?? []);
  const pool = new Pool({ connectionString: url, max: projections.length + 4 });
  pool.on('error', () => undefined);
  const store = await createEventStore({ DATABASE_URL: url });
  try {
    await migrate(pool, [...projectionMigrations, ...MODULES.flatMap((m) => m.migrations ?? [])]);
    const runner = await startProjectionRunner({ store, pool, projections });
    await waitForReadModels(pool, position, CATCH_UP_TIMEOUT_MS);
    caughtUp();
    await runner.stop();
  } finally {
    await store.close();
    await pool.end();
  }
}

async function main() {
  const options = cityOptions(process.argv.slice(2), process.env);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: options.dir,
    DATABASE_URL: options.databaseUrl ?? '',
  });
  const db = await openServiceDatabase(config);
  const loadAtStart = loadavg()[0];
  log(
    `city:generate: ${options.properties.toLocaleString('en-IN')} properties x ${options.years} years, ` +
      `seed ${options.seed}, into ${config.databaseUrl ? 'DATABASE_URL' : join(options.dir, 'pg')}`,
  );
  const uploadsDir = join(options.dir, 'uploads');
  const pool = new Pool({ connectionString: db.url, max: 4 });
  pool.on('error', () => undefined);
  const store = await createEventStore({ DATABASE_URL: db.url });
  const appendStore = await createEventStore({ DATABASE_URL: genericPlanUrl(db.url) });
  try {
    await seedMasters(db.url, config.jwtSecret, uploadsDir, financialYears(options.lastYear, options.years));
    const sampleCpu = cpuMeter(db.embedded ? join(options.dir, 'pg') : null);
    const cpuStart = sampleCpu();
    let cpuAppended = cpuStart;
    let cpuEnd = cpuStart;
    const summary = await generateCity(
      {
        store,
        pool,
        files: createDiskFileStore(uploadsDir),
        appendStore,
        catchUp: async (position) => {
          cpuAppended = sampleCpu();
          await catchUpWith(db.url, position, () => (cpuEnd = sampleCpu()));
        },
      },
      options,
      log,
    );
    const cpu = (from: typeof cpuStart, to: typeof cpuStart) => ({
      node: cpuSeconds(to.nodeMs, from.nodeMs),
      postgres: cpuSeconds(to.postgresMs, from.postgresMs),
    });
    console.log(
      JSON.stringify(
        {
          ...summary,
          dir: options.dir,
          seed: options.seed,
          today: options.today,
          machine: {
            cores: cpus().length,
            node: process.version,
            loadAverageAtStart: round(loadAtStart, 2),
            loadAverageAtEnd: round(loadavg()[0], 2),
          },
          cpuSeconds: { generate: cpu(cpuStart, cpuAppended), catchUp: cpu(cpuAppended, cpuEnd) },
        },
        null,
        2,
      ),
    );
  } finally {
    await appendStore.close();
    await store.close();
    await pool.end();
    await db.embedded?.stop().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
