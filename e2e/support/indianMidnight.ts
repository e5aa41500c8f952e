// The journeys work out "today" and "this year" in India, and the portal writes the demo city's
// assessments and arrears for the year it starts in. A run that crossed midnight in India (on 31 March,
// into a new financial year) would compare two days, so one that starts that close to it waits it out.
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const AFTER_MIDNIGHT_MS = 60_000;

/** A whole browser run (portal start and every journey; 8 minutes on a busy two-core machine), with room. */
export const E2E_RUN_MS = Number(process.env.E2E_RUN_MINUTES ?? 20) * 60_000;

/** Milliseconds from `now` to the next midnight in India. */
export const untilIndianMidnight = (now: number) => DAY_MS - ((now + INDIA_OFFSET_MS) % DAY_MS);

/** How long a run of `runMs` starting at `now` waits so that it does not cross midnight in India. */
export function waitBeforeRun(now: number, runMs: number): number {
  const left = untilIndianMidnight(now);
  return left > runMs ? 0 : left + AFTER_MIDNIGHT_MS;
}

export async function waitOutIndianMidnight(): Promise<void> {
  const wait = waitBeforeRun(Date.now(), E2E_RUN_MS);
  if (wait === 0) return;
  console.log(`midnight in India is near: waiting ${Math.ceil(wait / 60_000)} min so the run sees one day`);
  await new Promise((done) => setTimeout(done, wait));
}
