// Conformance: appendMany calls and plain appends racing on the same streams, with a live subscriber.
// Bulk writers name their streams in shuffled orders (a store that locks them in input order would
// deadlock), some at exact revisions that go stale, and repeat earlier calls as a retrying client
// would. No event may be lost or doubled, and every stream's chain must still verify.
import type { EventStore, NewEvent, StreamAppend } from '@ptax/contracts';
import type { ConformanceContext } from './conformance';
import { ids, newEvent, ofThisRun, record, streamName, waitFor } from './conformanceHelpers';

const SHARED_STREAMS = 30;
const BULK_WRITERS = 4;
const CALLS_PER_BULK_WRITER = 15;
const STREAMS_PER_CALL = 12;
const SINGLE_WRITERS = 3;
const APPENDS_PER_SINGLE_WRITER = 100;

const shared = (index: number) => streamName(`many-race-${index}`);

function shuffledStreams(count: number): string[] {
  const order = Array.from({ length: SHARED_STREAMS }, (_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [order[index], order[other]] = [order[other], order[index]];
  }
  return order.slice(0, count).map(shared);
}

async function headRevision(store: EventStore, stream: string) {
  const [last] = await store.readStream(stream, { direction: 'backwards', limit: 1 });
  return last ? last.revision : 'no_stream';
}

/**
 * Even writers append with 'any'; odd ones at the revision they read, and resend each stream whose
 * revision went stale at the actual revision the store reported, until it lands.
 */
async function bulkWriter(store: EventStore, writer: number): Promise<string[]> {
  const committed: string[] = [];
  let previous: StreamAppend[] = [];
  for (let call = 0; call < CALLS_PER_BULK_WRITER; call += 1) {
    let pending: StreamAppend[] = await Promise.all(
      shuffledStreams(STREAMS_PER_CALL).map(async (stream, index) => ({
        stream,
        events: Array.from({ length: 1 + (index % 3) }, () => newEvent({ writer, call })),
        expectedRevision: writer % 2 === 0 ? 'any' : await headRevision(store, stream),
      })),
    );
    const sent = pending;
    while (pending.length > 0) {
      const results = await store.appendMany(pending);
      const stale: StreamAppend[] = [];
      for (const [index, result] of results.entries()) {
        if (result.ok) committed.push(...ids(pending[index].events));
        else stale.push({ ...pending[index], expectedRevision: result.actualRevision });
      }
      pending = stale;
    }
    if (call % 5 === 4) {
      const repeated = await store.appendMany(previous);
      expect(repeated.every((result) => result.ok && !result.appended)).toBe(true);
    }
    previous = sent;
  }
  return committed;
}

async function singleWriter(store: EventStore, writer: number): Promise<string[]> {
  const committed: string[] = [];
  for (let step = 0; step < APPENDS_PER_SINGLE_WRITER; step += 1) {
    const event: NewEvent = newEvent({ writer: `single-${writer}`, step });
    await store.append(shared((writer * 11 + step) % SHARED_STREAMS), [event], 'any');
    committed.push(event.id);
  }
  return committed;
}

export function describeConcurrentAppendMany(ctx: ConformanceContext): void {
  describe('under concurrent appendMany and append calls on shared streams', () => {
    it('lets a live subscriber see every committed event once, and keeps every stream chained', async () => {
      const start = await ctx.store.headCheckpoint();
      const recorder = record(ctx.store, start.checkpoint, 200);
      const writers = [
        ...Array.from({ length: BULK_WRITERS }, (_, writer) => bulkWriter(ctx.store, writer)),
        ...Array.from({ length: SINGLE_WRITERS }, (_, writer) => singleWriter(ctx.store, writer)),
      ];
      const committed = (await Promise.all(writers)).flat();
      const expected = new Set(committed);
      expect(expected.size).toBe(committed.length);

      await waitFor(() => ofThisRun(recorder.events()).length >= expected.size, 60_000, 'every event');
      const head = await ctx.store.headCheckpoint();
      await waitFor(() => recorder.events().at(-1)?.checkpoint === head.checkpoint, 10_000, 'the head');
      await recorder.subscription.stop();
      expect(recorder.errors).toEqual([]);

      const seen = recorder.events();
      const mine = ofThisRun(seen);
      expect(mine).toHaveLength(expected.size);
      expect(new Set(ids(mine))).toEqual(expected);
      const positions = seen.map((event) => event.position);
      for (let index = 1; index < positions.length; index += 1)
        expect(positions[index]).toBeGreaterThan(positions[index - 1]);
      if (ctx.features.densePositions) {
        expect(positions).toEqual(
          Array.from({ length: seen.length }, (_, index) => start.position + index + 1),
        );
      }

      let stored = 0;
      for (let index = 0; index < SHARED_STREAMS; index += 1) {
        const events = await ctx.store.readStream(shared(index));
        expect(events.map((event) => event.revision)).toEqual(events.map((_, revision) => revision));
        expect(await ctx.store.verifyStream(shared(index))).toEqual({ ok: true, events: events.length });
        stored += events.length;
      }
      expect(stored).toBe(expected.size);
    }, 120_000);
  });
}
