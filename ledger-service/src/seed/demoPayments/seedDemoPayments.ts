// Demo data: a history of payments on the demo city, so its collection dashboards, reports, DCB and
// maps are not empty on a first start. About two owners in five pay, in every mode, from 1 April of
// the last financial year to yesterday (India), never today: a journey that takes today's payments
// sees only its own. Recorded as the API records them (the demo operator at the counter, citizens
// online, the gateway, the demo admin reviewing), each event taking effect when it happened.
import { LOGIN_TYPES, type EventMetadata } from '@ptax/contracts';
import { demoZones, idsAfter } from '../../demands/seed';
import { rulesOn } from '../../ledger/rules';
import type { ModuleContext } from '../../moduleContract';
import { receiptSeriesName } from '../../receipts/series';
import { textPdf } from '../demoCity/files';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../demoUsers';
import type { PayOdds } from '../history/context';
import { createCounters } from '../history/counters';
import { seedPage, type PageDeps } from './page';
import { payWindows } from './plan';
import { isDone, progressOf } from './progress';

export const DEMO_PAYMENTS_METADATA: EventMetadata = { userId: 'seed', command: 'SeedDemoPayments' };
const ID_SEED = 'demoPayments|20261128';
/** A few cheques bounce, a handful of counter receipts are cancelled, a payment or two is shifted. */
export const DEMO_PAYMENT_ODDS: PayOdds = { bounced: 0.04, cancelled: 0.015, shifted: 0.001 };
/** Properties per appendMany: about a hundred payers, some 750 events, a short transaction. */
const PAGE = 250;

const [ADMIN] = DEMO_OFFICIALS;
const ACTORS: PageDeps['actors'] = {
  counter: { userId: DEMO_OPERATOR.email, loginType: LOGIN_TYPES.operator },
  citizen: { userId: 'citizen', loginType: 'public' },
  gateway: { userId: 'gateway:payu', loginType: 'gateway' },
  reviewer: { userId: ADMIN.email, loginType: LOGIN_TYPES.nagarNigam },
};

const NEFT_PROOF = textPdf(['NEFT transfer advice - DEMO', 'Nagar Nigam Lucknow - demonstration data']);

export interface DemoPaymentsSummary {
  /** Payments made by this run, by mode. */
  payments: Record<string, number>;
  /** Properties this run paid on (a shift's target included). */
  payers: number;
  events: number;
  refused: number;
  milliseconds: number;
}

async function idsToSeed(ctx: ModuleContext, zones: string[], after: string, upTo: string | null) {
  const ids: string[] = [];
  for (let page = await idsAfter(ctx.pool, zones, after); page.length > 0;) {
    ids.push(...page.filter((id) => upTo === null || id <= upTo));
    page = await idsAfter(ctx.pool, zones, page[page.length - 1]);
  }
  return ids;
}

/** `odds`: how often payments go wrong (a test gives a small city more mishaps to show them all). */
export async function seedDemoPayments(
  ctx: ModuleContext,
  options: { odds?: PayOdds } = {},
): Promise<DemoPaymentsSummary> {
  const started = performance.now();
  const tally = { payments: {}, refused: 0, payers: 0, events: 0 };
  const summary = () => ({ ...tally, milliseconds: performance.now() - started });
  const progress = await progressOf(ctx.store);
  const zones = isDone(progress) ? [] : await demoZones(ctx.pool);
  const ids = zones.length ? await idsToSeed(ctx, zones, progress.after, progress.upTo) : [];
  if (ids.length === 0) return summary();
  const windows = payWindows(ctx.now());
  const years = [
    windows.lastYear.financialYear,
    windows.thisYear?.financialYear ?? windows.lastYear.financialYear,
  ];
  const counters = createCounters(ctx.store, DEMO_PAYMENTS_METADATA, ID_SEED);
  await counters.loadSeries(years.map(receiptSeriesName));
  const deps: PageDeps = {
    metadata: DEMO_PAYMENTS_METADATA,
    idSeed: ID_SEED,
    actors: ACTORS,
    odds: options.odds ?? DEMO_PAYMENT_ODDS,
    windows,
    rulesByYear: Object.fromEntries(
      await Promise.all(
        years.map(async (year) => [year, await rulesOn(ctx.pool, `${year.slice(0, 4)}-04-01`)]),
      ),
    ),
    counters,
    neftProofFileId: await ctx.files.put(NEFT_PROOF, 'application/pdf', 'payment-proofs'),
    upTo: progress.upTo ?? ids[ids.length - 1],
    tally,
  };
  // The read models take in a page while the next one is decided, and never lag more than a page.
  let previous = 0;
  for (let i = 0; i < ids.length; i += PAGE) {
    const position = await seedPage(ctx, deps, progress.pages + i / PAGE, ids.slice(i, i + PAGE));
    await ctx.readYourWrites(previous);
    previous = position;
  }
  await ctx.readYourWrites(previous);
  return summary();
}
