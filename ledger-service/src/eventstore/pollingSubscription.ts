// The PostgreSQL subscription: read a batch after the checkpoint, await the handler, repeat; when
// caught up, sleep until a NOTIFY (or the poll interval, in case notifications are lost).
import type { ReadAllResult, RecordedEvent, SubscribeOptions, Subscription } from '@ptax/contracts';
import {
  Backoff,
  DEFAULT_BATCH_SIZE,
  deliverWithRetry,
  reporter,
  StopSignal,
  WakeSignal,
} from './subscriptionSupport';

export interface Page extends ReadAllResult {
  /** Set when the read stopped before a missing position: the subscription waits, never skips. */
  gap?: string;
}

export interface PollingSubscriptionParams {
  read(checkpoint: string | null, limit: number): Promise<Page>;
  /** Registers a wake-up for new events; returns the unregister function. */
  onNewEvents(listener: () => void): () => void;
  fromCheckpoint: string | null;
  handler: (events: RecordedEvent[]) => Promise<void>;
  options?: SubscribeOptions;
  pollIntervalMs: number;
}

/** Marks a promise as handled now (it is awaited later), so its failure is not reported as unhandled. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

export function startPollingSubscription(params: PollingSubscriptionParams): Subscription {
  const stop = new StopSignal();
  const wake = new WakeSignal();
  const onError = reporter(params.options);
  const batchSize = params.options?.batchSize ?? DEFAULT_BATCH_SIZE;
  const unlisten = params.onNewEvents(() => wake.notify());

  async function run(): Promise<void> {
    let checkpoint = params.fromCheckpoint;
    let reportedGap: string | undefined;
    const backoff = new Backoff();
    let readAhead: Promise<Page> | null = null;
    while (!stop.stopped) {
      let page: Page;
      try {
        page = await (readAhead ?? params.read(checkpoint, batchSize));
        backoff.reset();
      } catch (error) {
        onError(error);
        await stop.sleep(backoff.next());
        continue;
      } finally {
        readAhead = null;
      }
      if (page.events.length > 0) {
        // While catching up, read the next page as the handler works: the database and the
        // handler then use both cores instead of taking turns.
        if (page.events.length === batchSize) readAhead = quiet(params.read(page.checkpoint, batchSize));
        if (!(await deliverWithRetry(page.events, params.handler, stop, onError))) break;
        checkpoint = page.checkpoint;
        continue;
      }
      if (page.gap && page.gap !== reportedGap) onError(new Error(page.gap));
      reportedGap = page.gap;
      await wake.wait(params.pollIntervalMs);
    }
    await readAhead?.catch(() => undefined); // no query is left running once stop resolves
  }

  const running = run();
  return {
    async stop() {
      stop.stop();
      wake.notify();
      unlisten();
      await running;
    },
  };
}
