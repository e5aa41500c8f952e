// Conformance: the hash chain finds an untouched stream intact and names an altered event.
import type { ConformanceContext } from './conformance';
import { newEvents, streamName } from './conformanceHelpers';

export function describeAuditing(ctx: ConformanceContext): void {
  describe('when auditing a stream', () => {
    it('finds an untouched hash chain intact', async () => {
      const stream = streamName('audit-intact');
      await ctx.store.append(stream, newEvents(3), 'no_stream');
      await ctx.store.append(stream, newEvents(2), 2);
      expect(await ctx.store.verifyStream(stream)).toEqual({ ok: true, events: 5 });
    });

    const itWhenAlterable = ctx.features.tamper ? it : it.skip; // skipped where the log cannot be altered (EventStoreDB is append-only)
    itWhenAlterable('names the altered event as the first broken link', async () => {
      const stream = streamName('audit-tampered');
      const events = newEvents(5);
      await ctx.store.append(stream, events.slice(0, 2), 'no_stream');
      await ctx.store.append(stream, events.slice(2), 1);
      await ctx.harness.tamper?.(events[3].id);
      const check = await ctx.store.verifyStream(stream);
      expect(check).toMatchObject({ ok: false, brokenAtRevision: 3, eventId: events[3].id });
    });
  });
}
