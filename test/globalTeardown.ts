import type { EmbeddedPostgresServer } from '../ledger-service/src/db/embeddedPostgres';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __PTAX_PG__?: EmbeddedPostgresServer }).__PTAX_PG__;
  if (server) await server.stop();
}
