// The active part of a session: the subscription, one transaction per delivered batch, and for a
// version being built the switch once it has caught up with the head of the store.
import type { EventStore, RecordedEvent, Subscription } from '@ptax/contracts';
import type { PoolClient } from 'pg';
import { SUPERSEDED } from '../migrations';
import type { Projection } from '../projection';
import { applyBatch } from './applyBatch';
import { deferred } from './async';
import { switchTo, type Checkpoint, type Role } from './versions';

export type SessionOutcome = 'stopped' | 'superseded' | 'caught-up';

export interface FollowContext {
  store: EventStore;
  client: PoolClient;
  projection: Projection;
  batchSize: number;
  /** Rebuild mode: end as soon as the version is active and caught up. */
  untilCaughtUp: boolean;
  signal: AbortSignal;
  /** Rejects when the dedicated connection fails (its session lock is gone with it). */
  connectionLost: Promise<never>;
  onRole(role: Role): void;
  onBatch(at: Checkpoint, events: number): void;
  /** The store's subscription retries its own read failures; they are only reported. */
  onStoreError(error: unknown): void;
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

export async function follow(context: FollowContext, role: Role, from: Checkpoint): Promise<SessionOutcome> {
  const { store, client, projection } = context;
  const ended = deferred<SessionOutcome>();
  let at = from;
  let inFlight: Promise<void> = Promise.resolve();

  const settleFailure = (error: unknown) => {
    if (codeOf(error) === SUPERSEDED) ended.resolve('superseded');
    else ended.reject(error);
  };

  // Only a version being built (or a rebuild) compares itself with the head; an active one just follows.
  const afterCommit = async () => {
    if (role === 'active' && !context.untilCaughtUp) return;
    const head = await store.headCheckpoint();
    if (at.position < head.position) return;
    if (role === 'building') {
      // Nothing to replace means a newer version switched first (this one holds its own version's lock).
      if ((await switchTo(client, projection)) === null) return ended.resolve('superseded');
      role = 'active';
      context.onRole(role);
    }
    if (context.untilCaughtUp) ended.resolve('caught-up');
  };

  const onBatch = async (events: RecordedEvent[]) => {
    if (ended.settled || events.length === 0) return;
    at = await applyBatch(client, projection, at, events);
    context.onBatch(at, events.length);
    await afterCommit();
  };

  const stop = () => ended.resolve('stopped');
  context.signal.addEventListener('abort', stop);
  // A listener added after the abort never fires.
  if (context.signal.aborted) stop();
  context.connectionLost.catch(settleFailure);
  let subscription: Subscription | undefined;
  try {
    // An empty store, or a build that is already level with the head, switches without a batch.
    await afterCommit().catch(settleFailure);
    if (!ended.settled) {
      subscription = store.subscribe(
        at.checkpoint,
        (events) => (inFlight = onBatch(events).catch(settleFailure)),
        { batchSize: context.batchSize, onError: context.onStoreError },
      );
    }
    return await ended.promise;
  } finally {
    context.signal.removeEventListener('abort', stop);
    await subscription?.stop().catch(() => undefined);
    // The batch being written finishes (or fails) before the connection is given up.
    await inFlight;
  }
}
