// The concurrency scenario of the conformance suite: 8 writers append thousands of events in single
// and small-batch appends to many streams while a live subscriber reads. Losing or doubling one of
// them would lose or double money, so the subscriber must see each committed event exactly once.
import type { EventStore, NewEvent } from '@ptax/contracts';
import type { ConformanceContext } from './conformance';
import { ids, newEvent, ofThisRun, record, streamName, waitFor } from './conformanceHelpers';

const WRITERS = 8;
const EVENTS_PER_WRITER = 500;
const SHARED_STREAMS = 24;
const BATCH_SIZES = [1, 1, 1, 1, 2, 3, 5];

/**
 * Even writers contend on shared streams with 'any'; odd writers own streams and append at the exact
 * revision they last wrote, as command handlers do. Returns the ids of every committed event.
 */
async function runWriters(store: EventStore, label: string): Promise<string[]> {
  const writers = Array.from({ length: WRITERS }, (_, writer) => writeAll(store, label, writer));
  return (await Promise.all(writers)).flat();
}

async function writeAll(store: EventStore, label: string, writer: number): Promise<string[]> {
  const committed: string[] = [];
  const ownRevisions = new Map<string, number>();
  for (let step = 0; committed.length < EVENTS_PER_WRITER; step += 1) {
    const size = Math.min(
      BATCH_SIZES[(writer + step) % BATCH_SIZES.length],
      EVENTS_PER_WRITER - committed.length,
    );
    const batch: NewEvent[] = Array.from({ length: size }, () => newEvent({ writer, step }));
    if (writer % 2 === 0) {
      await store.append(streamName(`${label}-shared-${(writer * 7 + step) % SHARED_STREAMS}`), batch, 'any');
    } else {
      const stream = streamName(`${label}-own-${writer}-${step % 5}`);
      const result = await store.append(stream, batch, ownRevisions.get(stream) ?? 'no_stream');
      ownRevisions.set(stream, result.nextRevision);
    }
    committed.push(...batch.map((event) => event.id));
  }
  return committed;
}

export function describeConcurrentWriters(ctx: ConformanceContext): void {
  describe('under concurrent writers', () => {
    it(`lets a live subscriber see each of ${WRITERS} x ${EVENTS_PER_WRITER} events once, in position order, without a gap`, async () => {
      const start = await ctx.store.headCheckpoint();
      const recorder = record(ctx.store, start.checkpoint, 200);
      const committed = await runWriters(ctx.store, 'stress');
      const expected = new Set(committed);
      expect(expected.size).toBe(WRITERS * EVENTS_PER_WRITER);

      await waitFor(
        () => ofThisRun(recorder.events()).length >= expected.size,
        60_000,
        'every committed event',
      );
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
      const stream = (await ctx.store.readAll(start.checkpoint, expected.size + 1000)).events;
      expect(ids(stream)).toEqual(ids(seen));
    }, 120_000);
  });
}
