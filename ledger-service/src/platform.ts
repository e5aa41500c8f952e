// The composition root: everything `npm start` runs, minus the listening socket and the embedded
// database, so HTTP tests exercise exactly what production runs.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Pool } from 'pg';
import type { EventStore } from '@ptax/contracts';
import { projectionMigrations, startProjectionRunner, waitForReadModels } from '@ptax/projections';
import { buildApiRouters } from './api';
import { createApp } from './app';
import { migrate } from './db/migrate';
import { createSerialisedLocks } from './db/serialised';
import { createEventStore } from './eventstore';
import { createDiskFileStore } from './files/fileStore';
import { createFileLinks } from './files/signedUrls';
import { sandboxGatewayRouters } from './gateway/module';
import { portalSandboxRouters } from './statePortal/module';
import { healthReport } from './health';
import { mapConfigFromEnv } from './maps/config';
import { accessScopeOf } from './http/scope';
import type { AppBundles } from './http/staticApps';
import { MODULES } from './modules';
import type { ModuleContext } from './moduleContract';
import { startProcessWorker } from './processes/worker';
import { createStaffAccounts } from './staff/accounts';
import { createSessionRegistry } from './staff/sessions';
import { createCredentialStore } from './staff/credentials';
import { createStaffDirectory } from './staff/directory';
import { createLoginThrottle } from './staff/loginThrottle';
import { passwordHashCost } from './staff/passwords';
import { createTokenService } from './staff/tokens';

export interface PlatformOptions {
  databaseUrl: string;
  eventStoreUrl?: string;
  jwtSecret: string;
  seedDemoData: boolean;
  /** Seed only these modules' demo data (tests seed the demo users, not the demo city). */
  seedModules?: string[];
  /** Where uploaded documents are kept (default: a folder in the temp directory, for tests). */
  uploadsDir?: string;
  bundles?: AppBundles;
  trustProxy?: string;
  now?: () => number;
  /** Where citizens and gateways reach the service (default http://localhost:8080). */
  publicUrl?: string;
  /** Start the modules' background jobs (default true). */
  runWorkers?: boolean;
}

export async function startPlatform(options: PlatformOptions) {
  const now = options.now ?? Date.now;
  const projections = MODULES.flatMap((module) => module.projections ?? []);
  // Each read model's worker holds a connection of the pool while it runs; requests get 20 more.
  const pool = new Pool({ connectionString: options.databaseUrl, max: projections.length + 20 });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`read-model pool: ${error.message}`));
  const store: EventStore = await createEventStore({
    DATABASE_URL: options.databaseUrl,
    EVENTSTORE_URL: options.eventStoreUrl,
  });
  await migrate(pool, [...projectionMigrations, ...MODULES.flatMap((module) => module.migrations ?? [])]);
  const runner = await startProjectionRunner({
    store,
    pool,
    projections,
  });
  const caughtUp = async () => waitForReadModels(pool, (await store.headCheckpoint()).position);

  const tokens = createTokenService(options.jwtSecret, now);
  const directory = createStaffDirectory(pool);
  const sessions = createSessionRegistry(pool, now);
  const accounts = createStaffAccounts({
    store,
    credentials: createCredentialStore(pool),
    directory,
    throttle: createLoginThrottle(pool, now),
    tokens,
    sessions,
    hashCost: passwordHashCost(),
    now,
  });
  const locks = createSerialisedLocks(options.databaseUrl);
  const ctx: ModuleContext = {
    store,
    pool,
    now,
    locks,
    accounts,
    directory,
    files: createDiskFileStore(options.uploadsDir ?? join(tmpdir(), 'ptax-uploads')),
    fileLinks: createFileLinks(options.jwtSecret, now),
    scopeOf: (req) => accessScopeOf(req, directory),
    readYourWrites: (position) => waitForReadModels(pool, position),
    publicUrl: (options.publicUrl ?? 'http://localhost:8080').replace(/\/$/, ''),
    secret: options.jwtSecret,
    projections,
  };
  if (options.seedDemoData) {
    const seeded = MODULES.filter(
      (module) => !options.seedModules || options.seedModules.includes(module.name),
    );
    for (const module of seeded) {
      await module.seedDemo?.(ctx);
      await caughtUp();
    }
  }
  await caughtUp();
  // Decisions over several streams left half-done by a crash are completed by one worker (processes/).
  const processes =
    options.runWorkers === false
      ? null
      : startProcessWorker(
          ctx,
          MODULES.flatMap((module) => module.processes ?? []),
        );
  ctx.lastProcessRun = () => processes?.lastRun() ?? null;
  const workers = processes ? [...MODULES.flatMap((module) => module.workers?.(ctx) ?? []), processes] : [];

  const app = createApp({
    tokens,
    sessions,
    apiRouters: buildApiRouters(ctx),
    health: () => healthReport(store, pool, processes?.lastRun() ?? null),
    bundles: options.bundles,
    publicRouters: [...sandboxGatewayRouters(ctx), ...portalSandboxRouters(ctx)],
    trustProxy: options.trustProxy,
    security: {
      publicUrl: ctx.publicUrl,
      tileUrl: mapConfigFromEnv().tileUrl,
      formTargets: [process.env.GATEWAY_BASE_URL, process.env.SNN_BASE_URL],
    },
    log: (error, context) => console.error(`${context.method} ${context.path}`, error),
  });

  return {
    app,
    ctx,
    store,
    pool,
    accounts,
    tokens,
    caughtUp,
    /** Stops everything, even when the database has already gone away (shutdown hooks race). */
    async stop() {
      const stopWorkers = () => Promise.all(workers.map((worker) => worker.stop())).then(() => undefined);
      for (const close of [
        stopWorkers,
        () => runner.stop(),
        () => store.close(),
        () => locks.close(),
        () => pool.end(),
      ]) {
        await close().catch((error: Error) => console.warn(`while stopping: ${error.message}`));
      }
    },
  };
}

export type Platform = Awaited<ReturnType<typeof startPlatform>>;
