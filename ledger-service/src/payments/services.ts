import type { ModuleContext } from '../moduleContract';
import { createReceiptSeries } from '../receipts/series';
import type { PostingDeps } from './posting';

// One receipt series per platform, shared by the routes and the sweep: its in-process queue is what
// keeps a hundred cashiers from colliding on the year's counter.
const postingByContext = new WeakMap<ModuleContext, PostingDeps>();

export function postingDepsOf(ctx: ModuleContext): PostingDeps {
  let deps = postingByContext.get(ctx);
  if (!deps) {
    deps = {
      store: ctx.store,
      pool: ctx.pool,
      receipts: createReceiptSeries(ctx.store, ctx.now),
      now: ctx.now,
      locks: ctx.locks,
    };
    postingByContext.set(ctx, deps);
  }
  return deps;
}

export const isoNow = (ctx: Pick<ModuleContext, 'now'>) => new Date(ctx.now()).toISOString();
