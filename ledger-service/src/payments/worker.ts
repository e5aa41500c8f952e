import type { ModuleContext, Worker } from '../moduleContract';
import { sweepPayments } from './sweep';

/** How often the sweep runs (PAYMENTS_SWEEP_SECONDS, default a minute). */
export function sweepIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.PAYMENTS_SWEEP_SECONDS ?? 60);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000;
}

/** Runs the payments sweep on a timer; a run never overlaps the previous one, and stop waits for it. */
export function startPaymentsWorker(ctx: ModuleContext, intervalMs = sweepIntervalMs()): Worker {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = sweepPayments(ctx)
      .then((report) => {
        if (report.posted || report.shifted || report.reversed || report.errors)
          console.log(`[payments] sweep: ${JSON.stringify(report)}`);
      })
      .catch((error: Error) => console.warn(`[payments] sweep failed: ${error.message}`))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
