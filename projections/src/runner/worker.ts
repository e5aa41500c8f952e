// One projection version in one process: stand by until its advisory lock is free, then follow the
// store from the stored checkpoint; on any failure start a fresh session (new connection, lock and
// checkpoint read), so whatever was in flight is simply replayed from the last committed batch.
import type { EventStore } from '@ptax/contracts';
import type { Pool, PoolClient } from 'pg';
import type { Projection } from '../projection';
import { describeError, sleep } from './async';
import { follow, type SessionOutcome } from './follow';
import { tryLockConsumer } from './locks';
import { registerVersion, type Role } from './versions';

/** What this process is doing for the projection. */
export type WorkerRole = 'starting' | 'standby' | Role | 'stopped';

export interface WorkerStatus {
  name: string;
  version: number;
  role: WorkerRole;
  /** Last position this process committed or read as its starting point; null while standing by. */
  position: number | null;
  appliedBatches: number;
  appliedEvents: number;
  restarts: number;
  lastError: string | null;
}

export interface WorkerOptions {
  store: EventStore;
  pool: Pool;
  projection: Projection;
  batchSize: number;
  /** How often a standby retries the lock. */
  standbyPollMs: number;
  /** Pause before a new session after a failure. */
  retryMs: number;
  /** Rebuild mode: end once this version is active and caught up; fail on the first error. */
  untilCaughtUp?: boolean;
}

export interface Worker {
  status(): WorkerStatus;
  stop(): Promise<void>;
  /** Settles when the worker ends: stopped, superseded by a newer version, or caught up (rebuild mode). */
  done: Promise<SessionOutcome>;
}

/** Rejects on the first 'error' of the client: a checked-out pg client without a listener crashes the process. */
function watchConnection(client: PoolClient): Promise<never> {
  const lost = new Promise<never>((_, reject) => client.on('error', reject));
  lost.catch(() => undefined);
  return lost;
}

async function session(
  options: WorkerOptions,
  state: WorkerStatus,
  signal: AbortSignal,
): Promise<SessionOutcome> {
  const { projection } = options;
  const client = await options.pool.connect();
  const connectionLost = watchConnection(client);
  try {
    state.role = 'standby';
    state.position = null;
    while (!(await tryLockConsumer(client, projection.name, projection.version))) {
      await Promise.race([sleep(options.standbyPollMs, signal), connectionLost]);
      if (signal.aborted) return 'stopped';
    }
    const registration = await registerVersion(client, projection);
    if (registration.role === 'superseded') return 'superseded';
    state.role = registration.role;
    state.position = registration.at.position;
    const context = {
      ...options,
      client,
      signal,
      connectionLost,
      untilCaughtUp: options.untilCaughtUp ?? false,
      onRole: (role: Role) => (state.role = role),
      onBatch: (at: { position: number }, events: number) => {
        state.position = at.position;
        state.appliedBatches += 1;
        state.appliedEvents += events;
      },
      onStoreError: (error: unknown) => (state.lastError = describeError(error)),
    };
    return await follow(context, registration.role, registration.at);
  } finally {
    // Destroying the connection (not returning it to the pool) is what releases the session lock.
    client.release(true);
  }
}

export function startWorker(options: WorkerOptions): Worker {
  const { name, version } = options.projection;
  const state: WorkerStatus = {
    name,
    version,
    role: 'starting',
    position: null,
    appliedBatches: 0,
    appliedEvents: 0,
    restarts: 0,
    lastError: null,
  };
  const stopping = new AbortController();

  const run = async (): Promise<SessionOutcome> => {
    while (!stopping.signal.aborted) {
      try {
        return await session(options, state, stopping.signal);
      } catch (error) {
        state.lastError = describeError(error);
        if (options.untilCaughtUp) throw error;
        state.restarts += 1;
      }
      await sleep(options.retryMs, stopping.signal);
    }
    return 'stopped';
  };
  const done = run().then(
    (outcome) => {
      state.role = outcome === 'superseded' ? 'superseded' : 'stopped';
      return outcome;
    },
    (error: unknown) => {
      state.role = 'stopped';
      throw error;
    },
  );
  done.catch(() => undefined);

  return {
    status: () => ({ ...state }),
    done,
    async stop() {
      stopping.abort();
      await done.catch(() => undefined);
    },
  };
}
