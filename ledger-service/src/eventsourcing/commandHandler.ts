import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore, NewEvent, RecordedEvent } from '@ptax/contracts';
import { WrongExpectedRevisionError } from '../eventstore/errors';

/** An event as a decision returns it, before the handler gives it an id and metadata. */
export interface DomainEvent {
  type: string;
  version: number;
  data: unknown;
}

export interface Decider<State, Command> {
  initialState: State;
  evolve(state: State, event: RecordedEvent): State;
  decide(state: State, command: Command): DomainEvent[];
}

export interface HandleOptions {
  /** Attempts before a concurrency conflict is given up (default 5). */
  maxAttempts?: number;
  /** Upper bound of the random pause before a retry, in ms (default 0: retry at once). */
  maxBackoffMs?: number;
}

/** For streams many writers share at once (payments on one property): wait a random moment and retry. */
export const BUSY_STREAM: HandleOptions = { maxAttempts: 200, maxBackoffMs: 25 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a stream, folds it into state, decides and appends with the revision it read. A concurrent
 * writer makes the append fail; the whole cycle is then retried on fresh state a bounded number of times.
 */
export async function handleCommand<State, Command>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command>,
  command: Command,
  metadata: EventMetadata,
  options: HandleOptions = {},
): Promise<{ events: NewEvent[]; revision: number; position: number }> {
  const { maxAttempts = 5, maxBackoffMs = 0 } = options;
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(stream);
    const state = history.reduce(decider.evolve, decider.initialState);
    const events = decider.decide(state, command).map((event) => ({ ...event, id: randomUUID(), metadata }));
    const last = history[history.length - 1];
    if (events.length === 0) return { events, revision: last?.revision ?? -1, position: last?.position ?? 0 };
    const expected = last ? last.revision : 'no_stream';
    try {
      const result = await store.append(stream, events, expected);
      return { events, revision: result.nextRevision, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
      if (maxBackoffMs > 0) await pause(Math.random() * maxBackoffMs);
    }
  }
}
