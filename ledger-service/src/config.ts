import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the service reads from the environment, with safe defaults for a single machine. */
export interface Config {
  port: number;
  dataDir: string;
  /** Unset: start the embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  /** Unset: 54329 when it is free, else any free port (another service may hold 54329). */
  embeddedPostgresPort?: number;
  /** Set: events go to EventStoreDB / KurrentDB instead of PostgreSQL. */
  eventStoreUrl?: string;
  jwtSecret: string;
  seedDemoData: boolean;
  trustProxy?: string;
  /** Where citizens and payment gateways reach this service (callbacks, receipt links). */
  publicUrl: string;
}

/** A secret generated once per data folder, so a single machine needs no setup and nothing is committed. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 8080),
    dataDir,
    databaseUrl,
    embeddedPostgresPort: env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    // Several instances behind a load balancer must share one JWT_SECRET.
    jwtSecret: env.JWT_SECRET || localSecret(dataDir, 'jwt-secret'),
    // Demo users have published passwords: seeded by default only on the embedded database.
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !databaseUrl,
    trustProxy: env.TRUST_PROXY || undefined,
    publicUrl: env.PUBLIC_URL || `http://localhost:${Number(env.PORT ?? 8080)}`,
  };
}

export { localSecret };
