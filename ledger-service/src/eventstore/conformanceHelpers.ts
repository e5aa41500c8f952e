// Small tools the conformance suite shares: event builders, unique stream names, waiting, collecting.
import { randomBytes, randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent, Subscription } from '@ptax/contracts';

/** A run-unique prefix, so the suite can share one EventStoreDB server with earlier runs. */
const RUN = randomBytes(4).toString('hex');

export function streamName(label: string): string {
  return `conformance${RUN}-${label}`;
}

export function newEvent(data: Record<string, unknown> = {}, type = 'ConformanceRecorded'): NewEvent {
  return {
    id: randomUUID(),
    type,
    version: 1,
    data: { amountPaise: 100, ...data },
    metadata: { userId: 'tester' },
  };
}

export function newEvents(count: number, data: Record<string, unknown> = {}): NewEvent[] {
  return Array.from({ length: count }, (_, index) => newEvent({ ...data, index }));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

/** A subscription that records every batch it was handed. */
export interface Recorder {
  batches: RecordedEvent[][];
  events(): RecordedEvent[];
  /** What the subscription reported through onError (a gap it waited at, a failed read...). */
  errors: unknown[];
  subscription: Subscription;
}

export function record(store: EventStore, from: string | null, batchSize?: number): Recorder {
  const batches: RecordedEvent[][] = [];
  const errors: unknown[] = [];
  const subscription = store.subscribe(from, async (events) => void batches.push(events), {
    batchSize,
    onError: (error) => errors.push(error),
  });
  return { batches, events: () => batches.flat(), errors, subscription };
}

/** Keeps only events of streams this run wrote (EventStoreDB's $all also holds other runs' events). */
export function ofThisRun(events: RecordedEvent[]): RecordedEvent[] {
  return events.filter((event) => event.stream.startsWith(streamName('')));
}

export const ids = (events: readonly { id: string }[]) => events.map((event) => event.id);
