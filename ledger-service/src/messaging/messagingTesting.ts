// Test support: a migrated database for the outbox, and a sender double standing in for the SMS
// provider (outside our control), recording what it was asked to send.
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { migrate } from '../db/migrate';
import { messagingMigrations } from './migrations';
import type { MessageSender, SendableMessage } from './senders';

export async function startOutboxDatabase() {
  const database: TestDatabase = await createTestDatabase();
  const pool = new Pool({ connectionString: database.url, max: 10 });
  await migrate(pool, messagingMigrations);
  return {
    pool,
    async stop() {
      await pool.end();
      await database.drop();
    },
  };
}

export function recordingSender(options: { delayMs?: number; failWith?: string } = {}) {
  const sent: SendableMessage[] = [];
  const sender: MessageSender = {
    delivers: true,
    async send(message) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failWith) throw new Error(options.failWith);
      sent.push(message);
      return { providerId: `prov-${sent.length}` };
    },
  };
  return { sender, sent };
}
