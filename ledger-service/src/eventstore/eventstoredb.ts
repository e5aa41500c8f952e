// The EventStoreDB / KurrentDB adapter of the event-store port (EVENTSTORE_URL). Everything that
// touches @eventstore/db-client lives in this one file, so moving to @kurrent/kurrentdb-client is
// one change. The hash chain and the event's schema version ride in the event's metadata.
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type {
  AppendResult,
  ChainCheck,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllResult,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  StreamAppendResult,
  SubscribeOptions,
  Subscription,
} from '@ptax/contracts';
import { appendStreamByStream } from './appendStreamByStream';
import { eventHash, GENESIS_HASH } from './chainHash';
import { nextBatch } from './readableBatches';
import { DuplicateEventConflictError, WrongExpectedRevisionError } from './errors';
import { Backoff, DEFAULT_BATCH_SIZE, deliverWithRetry, reporter, StopSignal } from './subscriptionSupport';
import { assertValidAppend, assertValidAppendMany } from './validate';

/** Metadata key holding { version, prevHash, hash }; stripped again on read. */
const CHAIN_KEY = '$ptax';
/** Another writer may move the stream between our read of its head and our append. */
const MAX_APPEND_ATTEMPTS = 20;
const READ_ALL_PAGE = 500;
/** Streams appendMany writes at once: enough to hide the round trips, few enough for one connection. */
const APPEND_MANY_PARALLELISM = 16;

interface Chain {
  version: number;
  prevHash: string;
  hash: string;
}

type StoredEvent = NonNullable<ResolvedEvent['event']>;

// The checkpoint is "commit:prepare", the two halves of an EventStoreDB log position.
const encode = (position: Position) => `${position.commit}:${position.prepare}`;

function decode(checkpoint: string): Position {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new TypeError(`not an EventStoreDB event-store checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

const isAfter = (a: Position, b: Position) =>
  a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

const isSystem = (event: StoredEvent) => event.type.startsWith('$') || event.streamId.startsWith('$');

function split(event: StoredEvent): { chain: Chain | undefined; metadata: EventMetadata } {
  const { [CHAIN_KEY]: chain, ...metadata } = (event.metadata ?? {}) as EventMetadata;
  return { chain: chain as Chain | undefined, metadata };
}

function toRecorded(event: StoredEvent): RecordedEvent {
  const { chain, metadata } = split(event);
  return {
    id: event.id,
    type: event.type,
    version: chain?.version ?? 1,
    data: event.data,
    metadata,
    stream: event.streamId,
    revision: Number(event.revision),
    position: Number(event.position?.commit ?? -1n),
    checkpoint: event.position ? encode(event.position) : '',
    recordedAt: event.created.toISOString(),
  };
}

export class EventStoreDbEventStore implements EventStore {
  constructor(private readonly client: EventStoreDBClient) {}

  async append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    assertValidAppend(stream, events, expectedRevision);
    if (events.some((event) => CHAIN_KEY in event.metadata))
      throw new TypeError(`append: metadata key ${CHAIN_KEY} is reserved`);
    for (let attempt = 1; ; attempt += 1) {
      const head = await this.scan(stream, events);
      if (head.stored.length === events.length) return this.original(head.stored);
      if (head.stored.length > 0) {
        throw new DuplicateEventConflictError(
          stream,
          ids(events),
          `${head.stored.length} of ${events.length} event ids are already stored`,
        );
      }
      if (
        expectedRevision !== 'any' &&
        expectedRevision !== (head.revision < 0 ? 'no_stream' : head.revision)
      ) {
        throw new WrongExpectedRevisionError(
          stream,
          expectedRevision,
          head.revision < 0 ? 'no_stream' : head.revision,
        );
      }
      try {
        // Appended at the exact revision read, so the chain continues from the hash we read.
        const result = await this.client.appendToStream(stream, chained(events, head.hash), {
          expectedRevision: head.revision < 0 ? NO_STREAM : BigInt(head.revision),
        });
        const position = result.position ?? (await this.positionOf(stream, result.nextExpectedRevision));
        // The server leaves out the position when it recognised a retry of the same ids itself.
        return {
          ...positionFields(position),
          nextRevision: Number(result.nextExpectedRevision),
          appended: !!result.position,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_APPEND_ATTEMPTS) throw error;
      }
    }
  }

  /** Stream by stream (EventStoreDB has no multi-stream transaction), so not atomic: see the port. */
  async appendMany(appends: StreamAppend[]): Promise<StreamAppendResult[]> {
    assertValidAppendMany(appends);
    return appendStreamByStream(
      appends,
      (stream, events, expected) => this.append(stream, events, expected),
      APPEND_MANY_PARALLELISM,
    );
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const limit = options.limit ?? Number.MAX_SAFE_INTEGER;
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    const read = this.client.readStream(stream, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.from === undefined ? (backwards ? END : START) : BigInt(options.from),
      // With upTo the limit applies after filtering, so the server cannot stop at it.
      maxCount: options.upTo ? undefined : limit,
    });
    await forEachStored(read, (event) => {
      if (!options.upTo || event.created.getTime() <= options.upTo.getTime()) events.push(toRecorded(event));
      return events.length < limit;
    });
    return events;
  }

  async readAll(fromCheckpoint: string | null, limit: number): Promise<ReadAllResult> {
    const from = fromCheckpoint === null ? null : decode(fromCheckpoint);
    const events: RecordedEvent[] = [];
    let last = from;
    for (let more = limit > 0; more;) {
      let scanned = 0;
      const read = this.client.readAll({
        fromPosition: last ?? START,
        direction: FORWARDS,
        maxCount: READ_ALL_PAGE,
      });
      await forEachStored(read, (event) => {
        scanned += 1;
        // Reading $all from a position includes the event at it: that one was already handed out.
        if (!event.position || (last && !isAfter(event.position, last))) return true;
        last = event.position;
        if (!isSystem(event)) events.push(toRecorded(event));
        return events.length < limit;
      });
      more = events.length < limit && scanned >= READ_ALL_PAGE;
    }
    // Moves past system events even when none of ours was found, so the next call does not rescan them.
    return { events, checkpoint: last ? encode(last) : fromCheckpoint };
  }

  subscribe(
    fromCheckpoint: string | null,
    handler: (events: RecordedEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription {
    let checkpoint = fromCheckpoint === null ? null : decode(fromCheckpoint);
    const stop = new StopSignal();
    const onError = reporter(options);
    const batchSize = options?.batchSize ?? DEFAULT_BATCH_SIZE;
    let current: { unsubscribe(): Promise<void> } | null = null;

    const run = async () => {
      const backoff = new Backoff();
      while (!stop.stopped) {
        const subscription = this.client.subscribeToAll({
          fromPosition: checkpoint ?? START,
          filter: excludeSystemEvents(),
        });
        current = subscription;
        try {
          for (
            let batch = await nextBatch<AllStreamResolvedEvent>(subscription, batchSize);
            batch;
            batch = await nextBatch<AllStreamResolvedEvent>(subscription, batchSize)
          ) {
            const fresh = batch.flatMap(({ event }) =>
              event?.position && (!checkpoint || isAfter(event.position, checkpoint)) && !isSystem(event)
                ? [event]
                : [],
            );
            if (fresh.length > 0 && !(await deliverWithRetry(fresh.map(toRecorded), handler, stop, onError)))
              return;
            checkpoint = fresh.at(-1)?.position ?? checkpoint;
            backoff.reset();
          }
        } catch (error) {
          if (!stop.stopped) onError(error);
        } finally {
          await subscription.unsubscribe().catch(() => undefined);
        }
        // A dropped subscription is resumed from the last handled event.
        await stop.sleep(backoff.next());
      }
    };

    const running = run();
    return {
      async stop() {
        stop.stop();
        await current?.unsubscribe().catch(() => undefined);
        await running;
      },
    };
  }

  async headCheckpoint(): Promise<{ checkpoint: string | null; position: number }> {
    let head = null as Position | null;
    await forEachStored(this.client.readAll({ fromPosition: END, direction: BACKWARDS }), (event) => {
      if (isSystem(event) || !event.position) return true;
      head = event.position;
      return false;
    });
    return head ? positionFields(head) : { checkpoint: null, position: 0 };
  }

  async verifyStream(stream: string): Promise<ChainCheck> {
    let previous = GENESIS_HASH;
    let count = 0;
    let broken = null as ChainCheck | null;
    await forEachStored(
      this.client.readStream(stream, { direction: FORWARDS, fromRevision: START }),
      (event) => {
        const { chain, metadata } = split(event);
        const fail = (reason: string) => {
          broken = { ok: false, brokenAtRevision: Number(event.revision), eventId: event.id, reason };
          return false;
        };
        if (Number(event.revision) !== count) return fail('events are missing before this revision');
        if (!chain) return fail('it carries no hash chain metadata');
        if (chain.prevHash !== previous) return fail('its previous hash does not match the event before it');
        const content = {
          id: event.id,
          type: event.type,
          version: chain.version,
          data: event.data,
          metadata,
        };
        if (eventHash(chain.prevHash, content) !== chain.hash)
          return fail('its content does not match its hash');
        previous = chain.hash;
        count += 1;
        return true;
      },
    );
    return broken ?? { ok: true, events: count };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** The stream's head, and those of `events` already stored (found by reading back to the start). */
  private async scan(stream: string, events: readonly NewEvent[]) {
    const wanted = new Set(ids(events));
    const stored: StoredEvent[] = [];
    let head = null as { revision: number; hash: string } | null;
    await forEachStored(
      this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END }),
      (event) => {
        head ??= { revision: Number(event.revision), hash: split(event).chain?.hash ?? GENESIS_HASH };
        if (wanted.has(event.id.toLowerCase())) stored.push(event);
        return stored.length < wanted.size;
      },
    );
    return { revision: head?.revision ?? -1, hash: head?.hash ?? GENESIS_HASH, stored };
  }

  /** What the first append of these (already stored) events reported. */
  private original(stored: StoredEvent[]): AppendResult {
    const last = stored.reduce((a, b) => (a.revision > b.revision ? a : b));
    if (!last.position)
      throw new Error('EventStoreDB did not report event positions (needs server 22.6 or later)');
    return { ...positionFields(last.position), nextRevision: Number(last.revision), appended: false };
  }

  private async positionOf(stream: string, revision: bigint): Promise<Position> {
    let position = undefined as Position | undefined;
    await forEachStored(this.client.readStream(stream, { fromRevision: revision, maxCount: 1 }), (event) => {
      position = event.position;
      return false;
    });
    if (!position) throw new Error(`EventStoreDB did not report the position of ${stream}@${revision}`);
    return position;
  }
}

const ids = (events: readonly { id: string }[]) => events.map((event) => event.id.toLowerCase());

const positionFields = (position: Position) => ({
  position: Number(position.commit),
  checkpoint: encode(position),
});

function chained(events: readonly NewEvent[], headHash: string) {
  let prevHash = headHash;
  return events.map((event) => {
    const hash = eventHash(prevHash, event);
    const chain: Chain = { version: event.version, prevHash, hash };
    prevHash = hash;
    return jsonEvent({
      id: event.id.toLowerCase(),
      type: event.type,
      data: event.data as Record<string, unknown>,
      metadata: { ...event.metadata, [CHAIN_KEY]: chain },
    });
  });
}

/** Iterates a read until `visit` returns false; a stream that does not exist reads as empty. */
async function forEachStored(
  read: AsyncIterable<{ event?: StoredEvent }>,
  visit: (event: StoredEvent) => boolean,
): Promise<void> {
  try {
    for await (const { event } of read) {
      if (event && !visit(event)) break;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
}

export function createEventStoreDbEventStore(options: { connectionString: string }): EventStoreDbEventStore {
  return new EventStoreDbEventStore(EventStoreDBClient.connectionString(options.connectionString));
}
