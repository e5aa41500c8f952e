// Serial numbers people read (receipt numbers per financial year, debit and credit note numbers,
// property ID serials) kept as event streams: the Nth event of a counter stream is the Nth number.
// The store lets one writer append at a given revision; a writer that loses gets a concurrency error
// naming the stream's actual revision and tries the next number. Events are never deleted, so a
// number once issued is never issued again (one taken and then not used leaves a gap).
//
// Within one process the callers of a stream take turns, so they never collide with each other
// (100 racing callers made about 1,900 appends to get 100 numbers; in turn they make 100). Only
// other service instances still collide, and the retry handles them.
import { randomUUID } from 'node:crypto';
import { serialNumberStream, type EventMetadata, type EventStore } from '@ptax/contracts';
import { WrongExpectedRevisionError } from '../eventstore/errors';

/** Enough for 100 callers racing on one stream (in different processes): each round one of them wins. */
const MAX_ATTEMPTS = 200;
const FIRST_BACKOFF_MS = 1;
const MAX_BACKOFF_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A random pause of up to 1, 2, 4... ms (at most MAX_BACKOFF_MS): losers of one round spread out
 * instead of all colliding again on the next revision.
 */
const backoffMs = (attempt: number) =>
  Math.random() * Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(attempt - 1, 16));

/** Runs `attempt` again after a jittered pause while it fails with a concurrency error. */
export async function retryOnConflict<T>(attempt: () => Promise<T>, maxAttempts = MAX_ATTEMPTS): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || tries >= maxAttempts) throw error;
      await sleep(backoffMs(tries));
    }
  }
}

/** Per store (one per process in practice) and stream: the queue of callers, and the last revision seen. */
interface StreamTurns {
  queues: Map<string, Promise<unknown>>;
  lastRevisions: Map<string, number>;
}
const turnsByStore = new WeakMap<EventStore, StreamTurns>();

function turnsOf(store: EventStore): StreamTurns {
  let turns = turnsByStore.get(store);
  if (!turns) {
    turns = { queues: new Map(), lastRevisions: new Map() };
    turnsByStore.set(store, turns);
  }
  return turns;
}

/** Runs `work` after every earlier caller's work on the same stream has settled. */
function inTurn<T>(
  queues: Map<string, Promise<unknown>>,
  stream: string,
  work: () => Promise<T>,
): Promise<T> {
  const previous = queues.get(stream) ?? Promise.resolve();
  const result = previous.then(work, work);
  const tail = result.catch(() => undefined);
  queues.set(stream, tail);
  void tail.then(() => {
    if (queues.get(stream) === tail) queues.delete(stream);
  });
  return result;
}

export interface SerialNumberOptions {
  /** What the number is for, when the series serves more than one purpose. */
  purpose?: string;
  /** The record the number is given to (a payment id, a note id). */
  reference?: string;
}

export function createSerialAllocator(store: EventStore, now: () => number = Date.now) {
  const { queues, lastRevisions } = turnsOf(store);

  /** The stream's last revision (-1: none): as this process last saw it, or read from the store. */
  async function lastRevision(stream: string): Promise<number> {
    const known = lastRevisions.get(stream);
    if (known !== undefined) return known;
    const [last] = await store.readStream(stream, { direction: 'backwards', limit: 1 });
    return last ? last.revision : -1;
  }

  /**
   * Appends the stream's next `count` events in one append and returns the first serial (1 for the
   * stream's first event). `dataFor` builds an event's data for a candidate serial and its place in
   * the block; it may be called again with later serials after a conflict.
   */
  function nextBlock(
    stream: string,
    eventType: string,
    count: number,
    dataFor: (serial: number, index: number) => Record<string, unknown>,
    metadata: EventMetadata,
    eventVersion = 1,
  ): Promise<number> {
    if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`cannot allocate ${count} numbers`);
    const allocate = async () => {
      const last = await lastRevision(stream);
      const first = last + 2;
      const events = Array.from({ length: count }, (_, index) => ({
        id: randomUUID(),
        type: eventType,
        version: eventVersion,
        data: dataFor(first + index, index),
        metadata,
      }));
      try {
        const result = await store.append(stream, events, last < 0 ? 'no_stream' : last);
        lastRevisions.set(stream, result.nextRevision);
        return first;
      } catch (error) {
        // A conflict names the revision another process moved the stream to: the next try starts there.
        if (error instanceof WrongExpectedRevisionError)
          lastRevisions.set(stream, error.actual === 'no_stream' ? -1 : error.actual);
        else lastRevisions.delete(stream);
        throw error;
      }
    };
    // The pause between attempts is taken outside the turn, so callers behind this one are not held up.
    return retryOnConflict(() => inTurn(queues, stream, allocate));
  }

  /** Appends the stream's next event and returns its serial (1 for the first event). */
  function next(
    stream: string,
    eventType: string,
    dataFor: (serial: number) => Record<string, unknown>,
    metadata: EventMetadata,
    eventVersion = 1,
  ): Promise<number> {
    return nextBlock(stream, eventType, 1, (serial) => dataFor(serial), metadata, eventVersion);
  }

  const allocation = (series: string, serial: number, options: SerialNumberOptions) => ({
    series,
    serial,
    allocatedAt: new Date(now()).toISOString(),
    ...(options.purpose === undefined ? {} : { purpose: options.purpose }),
    ...(options.reference === undefined ? {} : { reference: options.reference }),
  });

  /** The next number of a series, recorded as a SerialNumberAllocated event. */
  function nextInSeries(
    series: string,
    options: SerialNumberOptions,
    metadata: EventMetadata,
  ): Promise<number> {
    const dataFor = (serial: number) => allocation(series, serial, options);
    return next(serialNumberStream(series), 'SerialNumberAllocated', dataFor, metadata);
  }

  /** One number of the series for each reference, consecutive, in one append; answers them in order. */
  async function blockInSeries(
    series: string,
    purpose: string,
    references: string[],
    metadata: EventMetadata,
  ): Promise<number[]> {
    const dataFor = (serial: number, index: number) =>
      allocation(series, serial, { purpose, reference: references[index] });
    const first = await nextBlock(
      serialNumberStream(series),
      'SerialNumberAllocated',
      references.length,
      dataFor,
      metadata,
    );
    return references.map((_, index) => first + index);
  }

  return { next, nextBlock, nextInSeries, blockInSeries };
}

export type SerialAllocator = ReturnType<typeof createSerialAllocator>;
