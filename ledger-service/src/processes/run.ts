// One pass of the process worker: for each kind of process, the ones decided before the grace
// period and not completed are completed one by one. A failure is counted and logged and the next
// one goes on; the next pass retries it. Every step of a process is idempotent and decides again on
// the stream it writes to (optimistic concurrency), so two instances running at once cannot do the
// work twice; each process is also taken under an advisory lock (db/exclusive.ts) so that the second
// instance skips it instead of repeating reads and losing appends to the first.
import { exclusively } from '../db/exclusive';
import type { ModuleContext } from '../moduleContract';
import type { ProcessDefinition } from './process';

/** A request completes its own process within a second or two; the worker leaves it a minute. */
export const PROCESS_GRACE_MS = 60_000;

export interface KindReport {
  /** Candidates the read model listed. */
  found: number;
  /** Processes this run wrote to (completed, or at least advanced). */
  completed: number;
  /** Held by another instance (or the request deciding it) at the time: left for the next run. */
  busy: number;
  errors: number;
}

export interface ProcessRunReport {
  /** ISO instant the run started. */
  ranAt: string;
  kinds: Record<string, KindReport>;
}

export interface RunOptions {
  graceMs?: number;
  log?: (line: string) => void;
}

export async function runProcessesOnce(
  ctx: ModuleContext,
  definitions: readonly ProcessDefinition[],
  options: RunOptions = {},
): Promise<ProcessRunReport> {
  const log = options.log ?? ((line: string) => console.warn(`[processes] ${line}`));
  const ranAt = new Date(ctx.now()).toISOString();
  const decidedBefore = new Date(ctx.now() - (options.graceMs ?? PROCESS_GRACE_MS)).toISOString();
  const report: ProcessRunReport = { ranAt, kinds: {} };
  for (const definition of definitions) {
    report.kinds[definition.kind] = await runKind(ctx, definition, decidedBefore, log);
  }
  return report;
}

async function runKind(
  ctx: ModuleContext,
  definition: ProcessDefinition,
  decidedBefore: string,
  log: (line: string) => void,
): Promise<KindReport> {
  const counts: KindReport = { found: 0, completed: 0, busy: 0, errors: 0 };
  let ids: string[];
  try {
    ids = await definition.unfinished(ctx, decidedBefore);
  } catch (error) {
    counts.errors += 1;
    log(`${definition.kind}: listing unfinished processes failed: ${(error as Error).message}`);
    return counts;
  }
  counts.found = ids.length;
  for (const id of ids) {
    try {
      const outcome = await exclusively(ctx.pool, `process:${definition.kind}:${id}`, () =>
        definition.complete(ctx, id),
      );
      if (outcome.busy) counts.busy += 1;
      else if (outcome.value) counts.completed += 1;
    } catch (error) {
      counts.errors += 1;
      log(`${definition.kind} ${id}: ${(error as Error).message}`);
    }
  }
  return counts;
}

/** True when the run found nothing to do and nothing failed (the worker logs only the other runs). */
export const quietRun = (report: ProcessRunReport) =>
  Object.values(report.kinds).every((kind) => kind.completed === 0 && kind.busy === 0 && kind.errors === 0);
