// One throwaway embedded PostgreSQL for the whole run, unless DATABASE_URL points at a server.
// Test files each create their own database on it (see test/db.ts), so they can run in parallel.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../ledger-service/src/db/embeddedPostgres';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'ptax-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir: dir, persistent: false });
  (globalThis as { __PTAX_PG__?: unknown }).__PTAX_PG__ = server;
  process.env.TEST_ADMIN_DATABASE_URL = server.url;
}
