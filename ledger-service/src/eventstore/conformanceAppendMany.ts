// Conformance: appendMany, one call that appends to many streams (bulk demand raising). Each stream
// is judged on its own; event ids stay idempotent; the hash chains are those of plain appends.
import type { ExpectedRevision, NewEvent, StreamAppend } from '@ptax/contracts';
import type { ConformanceContext } from './conformance';
import { ids, newEvent, newEvents, streamName } from './conformanceHelpers';
import { DuplicateEventConflictError } from './errors';

const part = (stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): StreamAppend => ({
  stream,
  events,
  expectedRevision,
});

export function describeAppendingMany(ctx: ConformanceContext): void {
  describe('when appending to many streams in one call', () => {
    it('appends every stream and reports each in input order with its revision and position', async () => {
      const existing = streamName('many-existing');
      await ctx.store.append(existing, newEvents(2), 'no_stream');
      const start = await ctx.store.headCheckpoint();
      const appends = [
        part(streamName('many-new'), newEvents(1), 'no_stream'),
        part(existing, newEvents(3), 1),
        part(streamName('many-any'), newEvents(2), 'any'),
      ];
      const results = await ctx.store.appendMany(appends);
      expect(results).toMatchObject([
        { stream: appends[0].stream, ok: true, nextRevision: 0, appended: true },
        { stream: existing, ok: true, nextRevision: 4, appended: true },
        { stream: appends[2].stream, ok: true, nextRevision: 1, appended: true },
      ]);
      for (const [index, { stream, events }] of appends.entries()) {
        const stored = await ctx.store.readStream(stream);
        expect(ids(stored.slice(-events.length))).toEqual(ids(events));
        expect(results[index]).toMatchObject({
          position: stored.at(-1)?.position,
          checkpoint: stored.at(-1)?.checkpoint,
        });
      }
      if (ctx.features.densePositions) {
        // One transaction: the call's events follow one another in input order, with no gap.
        expect(results.map((result) => result.ok && result.position)).toEqual(
          [1, 4, 6].map((offset) => start.position + offset),
        );
        const all = await ctx.store.readAll(start.checkpoint, 10);
        expect(ids(all.events)).toEqual(ids(appends.flatMap((append) => append.events)));
      }
    });

    it('reports a wrong expected revision on one stream and appends the others', async () => {
      const stale = streamName('many-stale');
      await ctx.store.append(stale, newEvents(2), 'no_stream');
      const missing = streamName('many-missing');
      const appends = [
        part(streamName('many-lands-1'), newEvents(1), 'no_stream'),
        part(stale, newEvents(1), 0),
        part(missing, newEvents(1), 3),
        part(streamName('many-lands-2'), newEvents(2), 'any'),
      ];
      const results = await ctx.store.appendMany(appends);
      expect(results).toEqual([
        expect.objectContaining({ stream: appends[0].stream, ok: true, appended: true }),
        { stream: stale, ok: false, reason: 'wrong_expected_revision', actualRevision: 1 },
        { stream: missing, ok: false, reason: 'wrong_expected_revision', actualRevision: 'no_stream' },
        expect.objectContaining({ stream: appends[3].stream, ok: true, nextRevision: 1 }),
      ]);
      for (const landed of [appends[0], appends[3]])
        expect(ids(await ctx.store.readStream(landed.stream))).toEqual(ids(landed.events));
      expect(await ctx.store.readStream(stale)).toHaveLength(2);
      expect(await ctx.store.readStream(missing)).toEqual([]);
      expect(await ctx.store.verifyStream(missing)).toEqual({ ok: true, events: 0 });
      expect(await ctx.store.append(missing, newEvents(1), 'no_stream')).toMatchObject({ nextRevision: 0 });
    });

    it('appends nothing when the same call is retried, and reports the original positions', async () => {
      const appends = [
        part(streamName('many-retry-a'), newEvents(2), 'no_stream'),
        part(streamName('many-retry-b'), newEvents(1), 'no_stream'),
      ];
      const original = await ctx.store.appendMany(appends);
      const head = await ctx.store.headCheckpoint();
      const retried = await ctx.store.appendMany(appends);
      expect(retried).toEqual(original.map((result) => ({ ...result, appended: false })));
      // Idempotency is judged before the revision: a retry arrives after the stream has moved on.
      await ctx.store.append(appends[0].stream, newEvents(1), 1);
      const late = await ctx.store.appendMany(appends);
      expect(late).toEqual(retried);
      expect(await ctx.store.readStream(appends[0].stream)).toHaveLength(3);
      if (ctx.features.densePositions)
        expect((await ctx.store.headCheckpoint()).position).toBe(head.position + 1);
    });

    it('throws for a stream whose batch mixes stored and new ids, and adds nothing to that stream', async () => {
      const mixed = streamName('many-mixed');
      const [stored] = newEvents(1);
      await ctx.store.append(mixed, [stored], 'no_stream');
      const other = streamName('many-beside-mixed');
      const call = ctx.store.appendMany([
        part(other, newEvents(1), 'no_stream'),
        part(mixed, [stored, newEvent()], 'any'),
      ]);
      await expect(call).rejects.toBeInstanceOf(DuplicateEventConflictError);
      await expect(call).rejects.toMatchObject({ stream: mixed });
      expect(ids(await ctx.store.readStream(mixed))).toEqual([stored.id]);
      // PostgreSQL appends the call in one transaction, so the other stream did not land either.
      if (ctx.features.densePositions) expect(await ctx.store.readStream(other)).toEqual([]);
    });

    it('refuses a call that names a stream twice, and stores none of it', async () => {
      const twice = streamName('many-twice');
      const call = ctx.store.appendMany([
        part(twice, newEvents(1), 'any'),
        part(streamName('many-once'), newEvents(1), 'any'),
        part(twice, newEvents(1), 'any'),
      ]);
      await expect(call).rejects.toThrow('appears twice in one call');
      expect(await ctx.store.readStream(twice)).toEqual([]);
      expect(await ctx.store.appendMany([])).toEqual([]);
    });

    it('continues each stream hash chain as plain appends do', async () => {
      const streams = [streamName('many-chain-a'), streamName('many-chain-b'), streamName('many-chain-c')];
      await ctx.store.append(streams[0], newEvents(2), 'no_stream');
      await ctx.store.appendMany([
        part(streams[0], newEvents(3), 1),
        part(streams[1], newEvents(1), 'no_stream'),
        part(streams[2], newEvents(4), 'any'),
      ]);
      await ctx.store.appendMany([part(streams[2], newEvents(1), 3), part(streams[1], newEvents(2), 0)]);
      await ctx.store.append(streams[1], newEvents(1), 2);
      const checks = await Promise.all(streams.map((stream) => ctx.store.verifyStream(stream)));
      expect(checks).toEqual([
        { ok: true, events: 5 },
        { ok: true, events: 4 },
        { ok: true, events: 5 },
      ]);
      const revisions = await ctx.store.readStream(streams[1]);
      expect(revisions.map((event) => event.revision)).toEqual([0, 1, 2, 3]);
    });
  });
}
