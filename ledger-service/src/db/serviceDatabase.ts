// The service's PostgreSQL: DATABASE_URL when set, else the embedded cluster under ./data (started
// here, its `ptax` database created on first use). Shared by `npm start` (main.ts) and the
// command-line tools (audit/verifyCommand.ts), which attach to the cluster of a running service
// rather than start a second one on the same folder.
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { localSecret, type Config } from '../config';
import { preferredOrFreePort } from '../ports';
import {
  runningPostmasterPort,
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from './embeddedPostgres';

const DATABASE_NAME = 'ptax';
/** The embedded cluster's usual port; tools find the running one through postmaster.pid, not this. */
const DEFAULT_EMBEDDED_PORT = 54329;

async function ensureDatabase(adminUrl: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

export interface ServiceDatabase {
  url: string;
  /** Set when this process started the embedded cluster (and must stop it). */
  embedded?: EmbeddedPostgresServer;
}

export async function openServiceDatabase(
  config: Config,
  options: { attachToRunning?: boolean } = {},
): Promise<ServiceDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  mkdirSync(config.dataDir, { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, who must be able to pass through (not list) the folder.
  if (process.getuid?.() === 0) chmodSync(config.dataDir, 0o711);
  const dataDir = join(config.dataDir, 'pg');
  const password = localSecret(config.dataDir, 'pg-password');
  // Starting would stop the running service's cluster (a leftover to embeddedPostgres): attach instead.
  const running = options.attachToRunning ? runningPostmasterPort(dataDir) : null;
  if (running !== null)
    return {
      url: await ensureDatabase(
        `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running}/postgres`,
      ),
    };
  const embedded = await startEmbeddedPostgres({
    dataDir,
    persistent: true,
    port: config.embeddedPostgresPort ?? (await preferredOrFreePort(DEFAULT_EMBEDDED_PORT)),
    password,
  });
  return { url: await ensureDatabase(embedded.url), embedded };
}
