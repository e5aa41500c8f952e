// Conformance: catch-up and live subscriptions, resuming, handler failures, stopping.
import type { ConformanceContext } from './conformance';
import { ids, newEvents, ofThisRun, record, sleep, streamName, waitFor } from './conformanceHelpers';

export function describeSubscribing(ctx: ConformanceContext): void {
  describe('when subscribing', () => {
    it('catches up in batches, then follows new events live', async () => {
      const start = await ctx.store.headCheckpoint();
      const stream = streamName('subscribe');
      const before = newEvents(5);
      await ctx.store.append(stream, before, 'no_stream');
      const recorder = record(ctx.store, start.checkpoint, 2);
      await waitFor(() => ofThisRun(recorder.events()).length >= 5, 10_000, 'the catch-up');
      const live = newEvents(3);
      await ctx.store.append(stream, live, 4);
      await waitFor(() => ofThisRun(recorder.events()).length >= 8, 10_000, 'the live events');
      await recorder.subscription.stop();
      expect(ids(ofThisRun(recorder.events()))).toEqual(ids([...before, ...live]));
      for (const batch of recorder.batches) expect(batch.length).toBeLessThanOrEqual(2);
    });

    it('resumes after the checkpoint of the last handled event, without repeating it', async () => {
      const start = await ctx.store.headCheckpoint();
      const stream = streamName('resume');
      const first = newEvents(4);
      await ctx.store.append(stream, first, 'no_stream');
      const before = record(ctx.store, start.checkpoint);
      await waitFor(() => ofThisRun(before.events()).length >= 4, 10_000, 'the first events');
      await before.subscription.stop();
      const resumeFrom = before.events().at(-1)?.checkpoint ?? null;

      const later = newEvents(2);
      await ctx.store.append(stream, later, 3);
      const after = record(ctx.store, resumeFrom);
      await waitFor(() => ofThisRun(after.events()).length >= 2, 10_000, 'the later events');
      await after.subscription.stop();
      expect(ids(ofThisRun(after.events()))).toEqual(ids(later));
    });

    it('awaits the handler before the next batch and hands a failed batch over again', async () => {
      const start = await ctx.store.headCheckpoint();
      await ctx.store.append(streamName('handler'), newEvents(6), 'no_stream');
      const seen: string[] = [];
      const errors: unknown[] = [];
      let running = 0;
      let failOnce = true;
      const subscription = ctx.store.subscribe(
        start.checkpoint,
        async (events) => {
          running += 1;
          expect(running).toBe(1);
          await sleep(5);
          running -= 1;
          if (failOnce && seen.length > 0) {
            failOnce = false;
            throw new Error('projection failed');
          }
          seen.push(...ids(ofThisRun(events)));
        },
        { batchSize: 2, onError: (error) => errors.push(error) },
      );
      await waitFor(() => seen.length >= 6, 10_000, 'all six events');
      await subscription.stop();
      expect(new Set(seen).size).toBe(6);
      expect(seen).toHaveLength(6);
      expect(errors).toEqual([new Error('projection failed')]);
    });

    it('calls the handler no more once stop has resolved', async () => {
      const recorder = record(ctx.store, null, 10);
      await waitFor(() => recorder.batches.length > 0, 10_000, 'a first batch');
      await recorder.subscription.stop();
      const handled = recorder.events().length;
      await ctx.store.append(streamName('after-stop'), newEvents(2), 'no_stream');
      await sleep(300);
      expect(recorder.events()).toHaveLength(handled);
    });
  });
}
