import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore } from '@ptax/contracts';
import type { DomainEvent } from '../../eventsourcing/commandHandler';
import { WrongExpectedRevisionError } from '../../eventstore/errors';

export interface NewStream {
  stream: string;
  event: DomainEvent;
}

const CONCURRENCY = 8;

/**
 * Appends the first event of each new stream, several streams at a time: seeding hundreds of records
 * takes seconds. A stream that exists already (a concurrent seed) is skipped, never written twice.
 */
export async function appendNewStreams(store: EventStore, streams: NewStream[], metadata: EventMetadata) {
  const queue = [...streams];
  let appended = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await store.append(next.stream, [{ ...next.event, id: randomUUID(), metadata }], 'no_stream');
        appended++;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return appended;
}
