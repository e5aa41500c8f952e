// Conformance: appending, expected revisions and idempotent event ids.
import type { ConformanceContext } from './conformance';
import { DuplicateEventConflictError, WrongExpectedRevisionError } from './errors';
import { ids, newEvent, newEvents, streamName } from './conformanceHelpers';

export function describeAppending(ctx: ConformanceContext): void {
  describe('when appending', () => {
    it('reports the revision and position of the last event of a batch', async () => {
      const stream = streamName('append');
      const first = await ctx.store.append(stream, newEvents(3), 'no_stream');
      expect(first).toMatchObject({ nextRevision: 2, appended: true });
      const second = await ctx.store.append(stream, newEvents(1), 2);
      expect(second.nextRevision).toBe(3);
      expect(second.position).toBeGreaterThan(first.position);
      const stored = await ctx.store.readStream(stream);
      expect(stored.map((event) => event.revision)).toEqual([0, 1, 2, 3]);
      expect(stored[3]).toMatchObject({ position: second.position, checkpoint: second.checkpoint });
    });

    it('treats a re-appended event id as a no-op that reports the original position', async () => {
      const stream = streamName('idempotent');
      const batch = newEvents(2);
      const original = await ctx.store.append(stream, batch, 'no_stream');
      await ctx.store.append(stream, newEvents(1), 'any');
      const retries = [
        await ctx.store.append(stream, batch, 'no_stream'),
        await ctx.store.append(stream, batch, 'any'),
        await ctx.store.append(stream, batch, 0),
      ];
      for (const retry of retries) expect(retry).toEqual({ ...original, appended: false });
      expect(await ctx.store.append(stream, [batch[0]], 'any')).toMatchObject({
        nextRevision: 0,
        appended: false,
      });
      expect(await ctx.store.readStream(stream)).toHaveLength(3);
    });

    it('stores an event once when the same append is retried concurrently', async () => {
      const stream = streamName('concurrent-retry');
      await ctx.store.append(stream, newEvents(1), 'no_stream');
      const event = newEvent({ gatewayTxnId: 'T-1' });
      const results = await Promise.all(
        Array.from({ length: 6 }, () => ctx.store.append(stream, [event], 'any')),
      );
      const stored = await ctx.store.readStream(stream);
      expect(ids(stored)).toEqual([stored[0].id, event.id]);
      for (const result of results)
        expect(result).toMatchObject({ nextRevision: 1, position: stored[1].position });
    });

    it('rejects a batch that mixes stored and new event ids, and stores none of it', async () => {
      const stream = streamName('mixed-ids');
      const [stored] = newEvents(1);
      await ctx.store.append(stream, [stored], 'no_stream');
      await expect(ctx.store.append(stream, [stored, newEvent()], 'any')).rejects.toBeInstanceOf(
        DuplicateEventConflictError,
      );
      expect(ids(await ctx.store.readStream(stream))).toEqual([stored.id]);
    });

    it('fails no_stream on a stream that already exists', async () => {
      const stream = streamName('exists');
      await ctx.store.append(stream, newEvents(2), 'no_stream');
      const failure = ctx.store.append(stream, newEvents(1), 'no_stream');
      await expect(failure).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(failure).rejects.toMatchObject({ stream, expected: 'no_stream', actual: 1 });
    });

    it('fails a stale exact revision and leaves the stream as it was', async () => {
      const stream = streamName('stale');
      await ctx.store.append(stream, newEvents(1), 'no_stream');
      await ctx.store.append(stream, newEvents(1), 0);
      await expect(ctx.store.append(stream, newEvents(1), 0)).rejects.toMatchObject({
        expected: 0,
        actual: 1,
      });
      await expect(ctx.store.append(streamName('missing'), newEvents(1), 3)).rejects.toMatchObject({
        actual: 'no_stream',
      });
      expect(await ctx.store.readStream(stream)).toHaveLength(2);
    });
  });
}
