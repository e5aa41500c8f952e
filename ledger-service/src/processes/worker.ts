import type { ModuleContext, Worker } from '../moduleContract';
import type { ProcessDefinition } from './process';
import { quietRun, runProcessesOnce, type ProcessRunReport } from './run';

/** How often unfinished processes are completed (PROCESSES_INTERVAL_SECONDS, default 30 seconds). */
export function processIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.PROCESSES_INTERVAL_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 30_000;
}

export interface ProcessWorker extends Worker {
  /** The last finished run, for /api/health (null before the first). */
  lastRun(): ProcessRunReport | null;
}

/** Runs the processes on a timer; a run never overlaps the previous one, and stop waits for it. */
export function startProcessWorker(
  ctx: ModuleContext,
  definitions: readonly ProcessDefinition[],
  intervalMs = processIntervalMs(),
): ProcessWorker {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let last: ProcessRunReport | null = null;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = runProcessesOnce(ctx, definitions)
      .then((report) => {
        last = report;
        if (!quietRun(report)) console.log(`[processes] ${JSON.stringify(report)}`);
      })
      .catch((error: Error) => console.warn(`[processes] run failed: ${error.message}`))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    lastRun: () => last,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
