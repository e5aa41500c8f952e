// Starts the portal exactly as `npm run serve` does, on free ports and a throwaway data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningPortal {
  baseUrl: string;
  process: ChildProcess;
  /** The throwaway data folder (embedded PostgreSQL, uploads), removed after the run. */
  dataDir: string;
}

const repoRoot = resolve(__dirname, '..', '..');
// A fresh data folder means the first start writes the whole demo city as events.
const STARTUP_TIMEOUT_MS = 600_000;

/** A port the OS has free; listening on it until asked to let go, so the next call gets another. */
function holdFreePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ port, release: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
}

/** `count` distinct free ports from the OS (the portal's and its PostgreSQL's), never a fixed one like 8080. */
export async function freePorts(count: number): Promise<number[]> {
  const held = [];
  for (let i = 0; i < count; i++) held.push(await holdFreePort());
  await Promise.all(held.map((hold) => hold.release()));
  return held.map((hold) => hold.port);
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`portal did not become healthy in time:\n${output.join('')}`);
}

export async function startPortal(): Promise<RunningPortal> {
  const [port, postgresPort] = await freePorts(2);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    // Receipt verification links and the gateway's return addresses name the address the browser uses.
    PUBLIC_URL: baseUrl,
    EMBEDDED_PG_PORT: String(postgresPort),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ptax-e2e-data-')),
    DATABASE_URL: '',
    // Every journey's browser calls from 127.0.0.1: the limits per address are an HTTP test's subject.
    PUBLIC_LOOKUPS_PER_MINUTE: '1000000',
    PUBLIC_SUBMISSIONS_PER_10_MINUTES: '1000000',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'ledger-service/src/main.ts'], {
    cwd: repoRoot,
    env,
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  await waitForHealth(baseUrl, child, output);
  return { baseUrl, process: child, dataDir: env.DATA_DIR };
}
