import { rmSync } from 'node:fs';
import type { RunningPortal } from './portal';

export default async function globalTeardown(): Promise<void> {
  const portal = (globalThis as { __PTAX_PORTAL__?: RunningPortal }).__PTAX_PORTAL__;
  if (!portal) return;
  if (portal.process.exitCode === null) await stop(portal);
  // Each run's data folder holds a whole database (hundreds of MB): leave nothing behind.
  try {
    rmSync(portal.dataDir, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    console.warn(`could not remove ${portal.dataDir}: ${(error as Error).message}`);
  }
}

async function stop(portal: RunningPortal): Promise<void> {
  // SIGTERM lets the portal stop its embedded PostgreSQL cleanly.
  const exited = new Promise((done) => portal.process.once('exit', done));
  portal.process.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((done) => (timer = setTimeout(done, 15_000)))]);
  // A pending timer would keep jest running for the rest of the 15 s after the portal has stopped.
  clearTimeout(timer);
}
