// Raising the demands of many properties at once (POST taxDemands/bulkDemandBill, ...ByExcel, the
// worker, the demo seed): pages of ~1,000 properties of the ledger read model, each page's demands
// appended with ONE appendMany at the revisions the read model shows. A property whose stream moved
// since is decided again from its stream through handleCommand; ids derived from the decision make a
// repeated or concurrent run append nothing twice.
import {
  indiaDate,
  propertyStream,
  type EventMetadata,
  type EventStore,
  type StreamAppendResult,
} from '@ptax/contracts';
import type { DemandCandidate, Queryable } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import { DuplicateEventConflictError } from '../eventstore/errors';
import { HttpError } from '../http/errors';
import { UNLIMITED } from '../http/scope';
import { rulesOn } from '../ledger/rules';
import { DEMAND_MESSAGES, yearDemandDecider } from './demandDecision';
import { pagesOf, type DemandTarget } from './pages';
import { planDemand, type Plan, type PlanContext } from './plan';

export type { DemandTarget };

export const PAGE_SIZE = 1_000;
const PAGES_IN_FLIGHT = 2;
const LISTED_NOT_ASSESSED = 100;

export interface DemandRunSummary {
  financialYear: string;
  /** Demands raised for the first time for the year. */
  raised: number;
  /** Demands raised from a newer assessment, replacing the year's earlier demand. */
  replaced: number;
  unchanged: number;
  notAssessed: number;
  /** The first 100 properties counted notAssessed. */
  notAssessedPropertyIds: string[];
  failed: { propertyUniqueId: string; message: string }[];
}

export interface DemandRunDeps {
  store: EventStore;
  pool: Queryable;
  now: () => number;
}

class Run {
  readonly summary: DemandRunSummary;
  position = 0;

  constructor(
    private readonly deps: DemandRunDeps,
    private readonly ctx: PlanContext,
  ) {
    this.summary = {
      financialYear: ctx.financialYear,
      raised: 0,
      replaced: 0,
      unchanged: 0,
      notAssessed: 0,
      notAssessedPropertyIds: [],
      failed: [],
    };
  }

  count(plan: Exclude<Plan, { kind: 'raise' }>) {
    if (plan.kind === 'failed')
      this.summary.failed.push({ propertyUniqueId: plan.propertyUniqueId, message: plan.message });
    else if (plan.kind === 'unchanged') this.summary.unchanged++;
    else {
      this.summary.notAssessed++;
      if (this.summary.notAssessedPropertyIds.length < LISTED_NOT_ASSESSED)
        this.summary.notAssessedPropertyIds.push(plan.propertyUniqueId);
    }
  }

  counted(candidate: DemandCandidate, appended: boolean, position: number) {
    if (!appended) this.summary.unchanged++;
    else if (candidate.demandId) this.summary.replaced++;
    else this.summary.raised++;
    this.position = Math.max(this.position, position);
  }

  async page(candidates: DemandCandidate[]) {
    const raises: Extract<Plan, { kind: 'raise' }>[] = [];
    for (const candidate of candidates) {
      const plan = planDemand(candidate, this.ctx);
      if (plan.kind === 'raise') raises.push(plan);
      else this.count(plan);
    }
    if (raises.length === 0) return;
    const results = await this.appendAll(raises);
    for (const [i, result] of results.entries()) {
      if (result.ok) this.counted(raises[i].candidate, result.appended, result.position);
      else await this.again(raises[i].candidate);
    }
  }

  /** One appendMany; a page mixing stored and new ids (a concurrent run half-way) goes stream by stream. */
  async appendAll(
    raises: Extract<Plan, { kind: 'raise' }>[],
  ): Promise<(StreamAppendResult | { ok: false })[]> {
    try {
      return await this.deps.store.appendMany(raises.map((plan) => plan.append));
    } catch (error) {
      if (!(error instanceof DuplicateEventConflictError)) throw error;
      return raises.map(() => ({ ok: false }));
    }
  }

  /** The stream moved since the read model saw it: decide again from the stream itself. */
  async again(candidate: DemandCandidate) {
    const { propertyUniqueId } = candidate;
    const command = {
      type: 'RaiseYearDemand' as const,
      propertyUniqueId,
      financialYear: this.ctx.financialYear,
      at: this.ctx.at,
      rules: this.ctx.rules,
    };
    try {
      const { events, position } = await handleCommand(
        this.deps.store,
        propertyStream(propertyUniqueId),
        yearDemandDecider,
        command,
        this.ctx.metadata,
      );
      this.counted(
        candidate,
        events.some((event) => event.type === 'DemandRaised'),
        position,
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.message === DEMAND_MESSAGES.notAssessed(this.ctx.financialYear))
        this.count({ kind: 'notAssessed', propertyUniqueId });
      else this.count({ kind: 'failed', propertyUniqueId, message: error.message });
    }
  }
}

/** Raises the year's demands of the target; returns what happened and the last position written. */
export async function raiseDemands(
  deps: DemandRunDeps,
  financialYear: string,
  target: DemandTarget,
  metadata: EventMetadata,
  pageSize = PAGE_SIZE,
): Promise<{ summary: DemandRunSummary; position: number }> {
  const at = new Date(deps.now()).toISOString();
  const { rules } = await rulesOn(deps.pool, indiaDate(at));
  const scope = 'place' in target ? UNLIMITED : (target.scope ?? UNLIMITED);
  const run = new Run(deps, { financialYear, at, rules, metadata, scope });
  // Two pages in flight: one appendMany waits on the database while the next page is planned.
  const pending = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  for await (const page of pagesOf(deps.pool, financialYear, target, pageSize)) {
    if (failure) break;
    const work: Promise<void> = run
      .page(page)
      .catch((error: unknown) => void (failure ??= { error }))
      .finally(() => pending.delete(work));
    pending.add(work);
    if (pending.size >= PAGES_IN_FLIGHT) await Promise.race(pending);
  }
  await Promise.all(pending);
  if (failure) throw (failure as { error: unknown }).error;
  return { summary: run.summary, position: run.position };
}
