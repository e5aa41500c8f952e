// Runs a claimed job page by page (NOTICES_PER_PART properties in ID order). Per page: decide each
// pending property from the ledger read model; number the notices (one block of the year's series)
// and store number and notice with the item; append NoticeIssued to each property's stream with an
// id derived from the job and the property (a repeat appends nothing); print the part; close the
// page. A crash anywhere repeats at most the pages in flight, with the numbers they stored: no
// property of a job ever gets two. While a page is printed (in a render thread) the next one is
// prepared; pages close in order. Cancellation and a lost lease are seen between pages.
import { NOTICE_DEFAULTS } from '@ptax/contracts';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { closePage, openItems, type PageOutcome } from './items';
import type { NoticeJob } from './job';
import { finishJob, renewLease } from './lease';
import { preparePage, type Run } from './page';
import { writeParts } from './parts';
import { createPlaceNames } from './places';
import { inThreadRenderer, type NoticeRenderer } from './renderPool';

export const PAGE_SIZE = NOTICE_DEFAULTS.noticesPerPart;

export type RunOutcome = 'completed' | 'cancelled' | 'stopped' | 'leaseLost';

// The series a job numbers from (tests read it).
export { noticeSeries } from './page';

/** Pages closed in order: each waits for the one before it. False once the lease is lost. */
function pageCloser(run: Run) {
  let last: Promise<boolean> = Promise.resolve(true);
  return {
    after(written: Promise<PageOutcome['parts']>, skipped: PageOutcome['skipped']): Promise<boolean> {
      const previous = last;
      last = (async () => {
        const parts = await written;
        if (!(await previous)) return false;
        const createdAt = new Date(run.ctx.now()).toISOString();
        return closePage(run.ctx.pool, run.job.id, run.owner, { skipped, parts, createdAt });
      })();
      // Awaited later (or by the next page); meanwhile a failure must not count as unhandled.
      last.catch(() => undefined);
      return last;
    },
    /** Every page so far closed (true), or the lease lost (false). */
    settled: () => last,
  };
}

export interface RunOptions {
  stopping?: () => boolean;
  pageSize?: number;
  renderer?: NoticeRenderer;
  /** Pages printed while the next is prepared (the render threads). */
  pagesInFlight?: number;
}

/** Works on a claimed job until it is done, cancelled, its lease is lost, or `stopping()` says so. */
export async function runJob(
  ctx: ModuleContext,
  job: NoticeJob,
  owner: string,
  options: RunOptions = {},
): Promise<RunOutcome> {
  const {
    stopping = () => false,
    pageSize = PAGE_SIZE,
    renderer = inThreadRenderer,
    pagesInFlight = 1,
  } = options;
  const { rules, offers } = await rulesOn(ctx.pool, job.noticeDate);
  const places = createPlaceNames(ctx.pool);
  const run: Run = { ctx, job, owner, places, rules: { rules, offers, placesOf: places.placesOf } };
  const at = () => new Date(ctx.now()).toISOString();
  const closer = pageCloser(run);
  const inFlight: Promise<boolean>[] = [];
  const finish = async (status: 'completed' | 'cancelled'): Promise<RunOutcome> => {
    if (!(await closer.settled())) return 'leaseLost';
    await finishJob(ctx.pool, job.id, owner, status, at());
    return status;
  };
  for (let after = ''; ;) {
    if (stopping()) return (await closer.settled()) ? 'stopped' : 'leaseLost';
    const lease = await renewLease(ctx.pool, job.id, owner);
    if (!lease) return 'leaseLost';
    if (lease.cancelRequested) return finish('cancelled');
    const items = await openItems(ctx.pool, job.id, after, pageSize);
    if (items.length === 0) return finish('completed');
    after = items[items.length - 1].propertyUniqueId;
    const { skipped, printed } = await preparePage(run, items);
    inFlight.push(closer.after(writeParts(ctx.files, printed, new Date(job.createdAt), renderer), skipped));
    if (inFlight.length >= pagesInFlight && !(await inFlight.shift())) return 'leaseLost';
  }
}
