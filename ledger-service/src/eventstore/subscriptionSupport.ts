// Pieces both adapters' subscriptions share: a wake-up signal that never loses a notification, and
// handler delivery that retries the same batch (at-least-once) instead of skipping it.
import type { RecordedEvent, SubscribeOptions } from '@ptax/contracts';

export const DEFAULT_BATCH_SIZE = 500;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

/** Wakes a waiting loop; a notify that arrives while nobody waits makes the next wait return at once. */
export class WakeSignal {
  private pending = false;
  private wake: (() => void) | null = null;

  notify(): void {
    this.pending = true;
    this.wake?.();
  }

  /** Resolves on notify or after `ms`, whichever comes first. */
  async wait(ms: number): Promise<void> {
    if (!this.pending) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
    this.pending = false;
  }
}

/** A subscription's stop flag, with pauses that end early when it stops. */
export class StopSignal {
  private isStopped = false;
  private readonly sleepers = new Set<() => void>();

  get stopped(): boolean {
    return this.isStopped;
  }

  stop(): void {
    this.isStopped = true;
    for (const wake of this.sleepers) wake();
  }

  async sleep(ms: number): Promise<void> {
    if (this.isStopped) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}

export function reporter(options: SubscribeOptions | undefined): (error: unknown) => void {
  // Without onError the failure must still be visible: a silent retry loop hides a stuck projection.
  const report = options?.onError ?? ((error: unknown) => console.error('event store subscription:', error));
  return (error) => {
    try {
      report(error);
    } catch {
      // A throwing onError must not end the subscription's loop.
    }
  };
}

/** Grows the pause between retries of one failing step, and resets after a success. */
export class Backoff {
  private delay = FIRST_RETRY_MS;

  next(): number {
    const current = this.delay;
    this.delay = Math.min(this.delay * 2, MAX_RETRY_MS);
    return current;
  }

  reset(): void {
    this.delay = FIRST_RETRY_MS;
  }
}

/**
 * Hands the batch to the handler until it succeeds or the subscription stops. Returns false when it
 * stopped first: the caller must then not move its checkpoint past this batch.
 */
export async function deliverWithRetry(
  events: RecordedEvent[],
  handler: (events: RecordedEvent[]) => Promise<void>,
  stop: StopSignal,
  onError: (error: unknown) => void,
): Promise<boolean> {
  const backoff = new Backoff();
  while (!stop.stopped) {
    try {
      await handler(events);
      return true;
    } catch (error) {
      onError(error);
      await stop.sleep(backoff.next());
    }
  }
  return false;
}
