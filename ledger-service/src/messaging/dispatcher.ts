// Sends what the outbox holds. A dispatcher claims due rows with FOR UPDATE SKIP LOCKED and leases
// them (next_attempt_at moves past the send), so several instances never take the same row, no
// transaction stays open during a network call, and a crashed instance's rows come back later.
import type { Queryable } from '@ptax/projections';
import { startPollingWorker } from './pollingWorker';
import type { Worker } from '../moduleContract';
import type { MessageSender, SendableMessage } from './senders';

export interface DispatchOptions {
  batchSize: number;
  /** After this many failed sends a message is 'failed' for good. */
  maxAttempts: number;
  /** Wait before retry n: backoffMs * 2^(n-1). */
  backoffMs: number;
  /** Longer than any send can take (the senders time out well before). */
  leaseMs: number;
}

export const DEFAULT_DISPATCH: DispatchOptions = {
  batchSize: 20,
  maxAttempts: 5,
  backoffMs: 30_000,
  leaseMs: 300_000,
};

type Claimed = SendableMessage & { attempts: number };

async function claim(db: Queryable, options: DispatchOptions): Promise<Claimed[]> {
  const { rows } = await db.query<Claimed>(
    `UPDATE message_outbox SET attempts = attempts + 1, next_attempt_at = now() + $2 * interval '1 millisecond'
     WHERE id IN (SELECT id FROM message_outbox WHERE status = 'pending' AND next_attempt_at <= now()
                  ORDER BY next_attempt_at, created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, channel, recipient, template, body, reference, attempts`,
    [options.batchSize, options.leaseMs],
  );
  return rows;
}

async function sendOne(db: Queryable, sender: MessageSender, message: Claimed, options: DispatchOptions) {
  try {
    const { providerId } = await sender.send(message);
    await db.query(
      `UPDATE message_outbox SET status = $2, provider_id = $3, sent_at = now(), last_error = NULL WHERE id = $1`,
      [message.id, sender.delivers ? 'sent' : 'logged', providerId],
    );
  } catch (error) {
    const reason = (error as Error).message.slice(0, 500);
    const giveUp = message.attempts >= options.maxAttempts;
    const backoff = options.backoffMs * 2 ** (message.attempts - 1);
    await db.query(
      `UPDATE message_outbox SET status = $2, last_error = $3, next_attempt_at = now() + $4 * interval '1 millisecond'
       WHERE id = $1`,
      [message.id, giveUp ? 'failed' : 'pending', reason, backoff],
    );
  }
}

/** Sends one batch of due messages; answers how many were claimed. */
export async function dispatchOutbox(
  db: Queryable,
  sender: MessageSender,
  options: DispatchOptions = DEFAULT_DISPATCH,
): Promise<number> {
  const claimed = await claim(db, options);
  for (const message of claimed) await sendOne(db, sender, message, options);
  return claimed.length;
}

/** Polls every intervalMs (at once again after a full batch) until stopped. */
export function startOutboxDispatcher(
  db: Queryable,
  sender: MessageSender,
  intervalMs: number,
  options: DispatchOptions = DEFAULT_DISPATCH,
): Worker {
  const round = async () => (await dispatchOutbox(db, sender, options)) === options.batchSize;
  return startPollingWorker('outbox dispatch', round, intervalMs);
}
