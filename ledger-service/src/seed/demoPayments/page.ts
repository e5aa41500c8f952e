// One page of the demo city's payments: who pays (plan.ts), their streams read, their payments decided
// pair by pair and day by day with the real deciders (seed/history/payments.ts, shared with the
// benchmarks' city), and everything the page wrote (payment streams, property streams, receipt
// counters and the page's progress) appended in one appendMany.
import { financialYearOfDate, type EventMetadata, type StreamAppend } from '@ptax/contracts';
import { seededRandom } from '../../geography/seed/rates';
import type { DayRules } from '../../ledger/rules';
import type { ModuleContext } from '../../moduleContract';
import { uuidFrom } from '../../tax/fingerprint';
import type { Actor, PayContext, PayOdds, PayTally } from '../history/context';
import type { Counters } from '../history/counters';
import { dayQueue } from '../history/days';
import { pay } from '../history/payments';
import { loadAccounts } from './accounts';
import { planOwner, type PayWindows } from './plan';
import { pageSeeded } from './progress';

export interface PageDeps {
  metadata: EventMetadata;
  idSeed: string;
  actors: Record<Actor, EventMetadata>;
  odds: PayOdds;
  windows: PayWindows;
  rulesByYear: Record<string, DayRules>;
  counters: Counters;
  neftProofFileId: string;
  upTo: string;
  tally: PayTally & { payers: number; events: number };
}

/** Seeds the page's payments; answers the last position written (0: nothing). */
export async function seedPage(ctx: ModuleContext, deps: PageDeps, pageIndex: number, ids: string[]) {
  // One random stream per page, keyed by its first property: a page is the same whatever ran before.
  const random = seededRandom(Number.parseInt(uuidFrom(`${deps.idSeed}|page|${ids[0]}`).slice(0, 8), 16));
  const plans = ids
    .map((id) => ({ id, payments: planOwner(random, deps.windows) }))
    .filter((plan) => plan.payments.length > 0);
  const accounts = await loadAccounts(
    ctx.store,
    plans.map((plan) => plan.id),
    { metadata: deps.metadata, idSeed: deps.idSeed, backdated: true },
  );
  const payCtx: PayContext = {
    counters: deps.counters,
    metadata: deps.metadata,
    idSeed: deps.idSeed,
    today: deps.windows.thisYear?.to ?? deps.windows.lastYear.to,
    random,
    tally: deps.tally,
    appends: [],
    rulesOf: (day) => deps.rulesByYear[financialYearOfDate(day)],
    odds: deps.odds,
    actors: deps.actors,
    backdated: true,
    neftProofFileId: deps.neftProofFileId,
  };
  // Neighbours by ID pay in pairs: a payment made against the wrong one may be shifted to the other.
  for (let i = 0; i < plans.length; i += 2) {
    const group = plans.slice(i, i + 2);
    const pair = group.map((plan) => accounts.get(plan.id)!);
    const queue = dayQueue();
    group.forEach((plan, who) =>
      plan.payments.forEach((payment) =>
        queue.push(payment.day, () => pay(payCtx, queue, pair, who, payment)),
      ),
    );
    queue.play();
  }
  const changed = [...accounts.values()].filter((account) => account.events.length > 0);
  const appends: StreamAppend[] = [
    ...payCtx.appends,
    ...changed.map((account) => account.append()),
    ...deps.counters.appends(),
    pageSeeded(
      pageIndex,
      { lastPropertyId: ids[ids.length - 1], upTo: deps.upTo, payments: payCtx.appends.length },
      deps.metadata,
      deps.idSeed,
    ),
  ];
  const results = await ctx.store.appendMany(appends);
  const failed = results.filter((result) => !result.ok);
  // Nothing else writes while the demo data is seeded: a stream that moved meanwhile is worth a word.
  if (failed.length)
    console.warn(`Demo payments: ${failed.length} streams had moved, for example ${failed[0].stream}`);
  deps.tally.payers += changed.length;
  deps.tally.events += appends.reduce((sum, append) => sum + append.events.length, 0);
  return Math.max(0, ...results.map((result) => (result.ok ? result.position : 0)));
}
