import type { RecordedEvent } from '@ptax/contracts';
// Conformance: reading one stream (direction, from, upTo, limit) and paging through all events.
import type { ConformanceContext } from './conformance';
import { ids, newEvents, ofThisRun, sleep, streamName } from './conformanceHelpers';

export function describeReading(ctx: ConformanceContext): void {
  describe('when reading a stream', () => {
    const stream = streamName('read');
    let cutOff: Date;

    beforeAll(async () => {
      await ctx.store.append(stream, newEvents(3), 'no_stream');
      await sleep(20);
      cutOff = new Date(
        (await ctx.store.readStream(stream, { direction: 'backwards', limit: 1 }))[0].recordedAt,
      );
      await sleep(20);
      await ctx.store.append(stream, newEvents(2), 2);
    });

    it('reads forwards from a revision, up to a limit', async () => {
      const events = await ctx.store.readStream(stream, { from: 1, limit: 3 });
      expect(events.map((event) => event.revision)).toEqual([1, 2, 3]);
      expect(events[0]).toMatchObject({
        type: 'ConformanceRecorded',
        version: 1,
        metadata: { userId: 'tester' },
      });
    });

    it('reads backwards from the end or from a revision', async () => {
      const fromEnd = await ctx.store.readStream(stream, { direction: 'backwards' });
      expect(fromEnd.map((event) => event.revision)).toEqual([4, 3, 2, 1, 0]);
      const fromTwo = await ctx.store.readStream(stream, { direction: 'backwards', from: 2, limit: 2 });
      expect(fromTwo.map((event) => event.revision)).toEqual([2, 1]);
    });

    it('reads only the events recorded up to an instant, the event recorded at it included', async () => {
      const forwards = await ctx.store.readStream(stream, { upTo: cutOff });
      expect(forwards.map((event) => event.revision)).toEqual([0, 1, 2]);
      const backwards = await ctx.store.readStream(stream, {
        upTo: cutOff,
        direction: 'backwards',
        limit: 2,
      });
      expect(backwards.map((event) => event.revision)).toEqual([2, 1]);
    });

    it('returns nothing for a stream that does not exist', async () => {
      expect(await ctx.store.readStream(streamName('never-written'))).toEqual([]);
    });
  });

  describe('when reading all events', () => {
    it('pages through them in position order with checkpoints', async () => {
      const start = await ctx.store.headCheckpoint();
      const written = [...newEvents(3), ...newEvents(2), ...newEvents(2)];
      await ctx.store.append(streamName('all-a'), written.slice(0, 3), 'no_stream');
      await ctx.store.append(streamName('all-b'), written.slice(3, 5), 'no_stream');
      await ctx.store.append(streamName('all-a'), written.slice(5), 2);

      const read: RecordedEvent[] = [];
      let checkpoint = start.checkpoint;
      for (
        let page = await ctx.store.readAll(checkpoint, 3);
        page.events.length > 0;
        page = await ctx.store.readAll(checkpoint, 3)
      ) {
        expect(page.events.length).toBeLessThanOrEqual(3);
        read.push(...page.events);
        checkpoint = page.checkpoint;
      }
      expect(ids(ofThisRun(read))).toEqual(ids(written));
      const positions = read.map((event) => event.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(await ctx.store.readAll(checkpoint, 3)).toEqual({ events: [], checkpoint });
      expect(await ctx.store.headCheckpoint()).toEqual({ checkpoint, position: read.at(-1)?.position });
    });
  });
}
