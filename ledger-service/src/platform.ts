// The composition root: everything `npm start` runs, minus the listening socket and the embedded
// database, so HTTP tests exercise exactly what production runs.
import { Pool } from 'pg';
import type { EventStore } from '@ptax/contracts';
import { projectionMigrations, startProjectionRunner, staffProjection } from '@ptax/projections';
import { buildApiRouters } from './api';
import { createApp } from './app';
import { migrate } from './db/migrate';
import { createEventStore } from './eventstore';
import type { AppBundles } from './http/staticApps';
import { seedDemoUsers } from './seed/demoUsers';
import { createStaffAccounts } from './staff/accounts';
import { createCredentialStore } from './staff/credentials';
import { createStaffDirectory } from './staff/directory';
import { createLoginThrottle } from './staff/loginThrottle';
import { staffMigrations } from './staff/migrations';
import { passwordHashCost } from './staff/passwords';
import { createTokenService } from './staff/tokens';
import { healthReport, waitForProjections } from './health';

export interface PlatformOptions {
  databaseUrl: string;
  eventStoreUrl?: string;
  jwtSecret: string;
  seedDemoData: boolean;
  bundles?: AppBundles;
  trustProxy?: string;
  now?: () => number;
}

export const PROJECTIONS = [staffProjection];

export async function startPlatform(options: PlatformOptions) {
  const now = options.now ?? Date.now;
  const pool = new Pool({ connectionString: options.databaseUrl, max: 20 });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`read-model pool: ${error.message}`));
  const store: EventStore = await createEventStore({
    DATABASE_URL: options.databaseUrl,
    EVENTSTORE_URL: options.eventStoreUrl,
  });
  await migrate(pool, [...projectionMigrations, ...staffMigrations]);
  const runner = await startProjectionRunner({ store, pool, projections: PROJECTIONS });
  const caughtUp = () => waitForProjections(store, pool);

  const tokens = createTokenService(options.jwtSecret, now);
  const credentials = createCredentialStore(pool);
  const directory = createStaffDirectory(pool);
  const accounts = createStaffAccounts({
    store,
    credentials,
    directory,
    throttle: createLoginThrottle(pool, now),
    tokens,
    hashCost: passwordHashCost(),
  });
  if (options.seedDemoData) await seedDemoUsers(accounts, credentials);
  await caughtUp();

  const app = createApp({
    tokens,
    apiRouters: buildApiRouters({ accounts, directory }),
    health: () => healthReport(store, pool),
    bundles: options.bundles,
    trustProxy: options.trustProxy,
    log: (error, context) => console.error(`${context.method} ${context.path}`, error),
  });

  return {
    app,
    store,
    pool,
    accounts,
    tokens,
    caughtUp,
    /** Stops everything, even when the database has already gone away (shutdown hooks race). */
    async stop() {
      for (const close of [() => runner.stop(), () => store.close(), () => pool.end()]) {
        await close().catch((error: Error) => console.warn(`while stopping: ${error.message}`));
      }
    },
  };
}

export type Platform = Awaited<ReturnType<typeof startPlatform>>;
