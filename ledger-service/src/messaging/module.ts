import type { DomainModule } from '../moduleContract';
import { startOutboxDispatcher } from './dispatcher';
import { messagingMigrations } from './migrations';
import { senderFromEnv } from './senders';

const DEFAULT_INTERVAL_MS = 2000;

function intervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const interval = Number(env.OUTBOX_INTERVAL_MS);
  return Number.isSafeInteger(interval) && interval > 0 ? interval : DEFAULT_INTERVAL_MS;
}

/** SMS / WhatsApp to citizens through the outbox (outbox.ts) and its dispatcher. */
export const messagingModule: DomainModule = {
  name: 'messaging',
  migrations: messagingMigrations,
  workers: (ctx) => [startOutboxDispatcher(ctx.pool, senderFromEnv(), intervalFromEnv())],
};
