// Pure: what a demand run does with one property of the ledger read model. Raise (or replace) the
// year's demand from its latest assessment, leave it, or count it not assessed or failed.
import {
  initialLedgerState,
  propertyStream,
  type EventMetadata,
  type StreamAppend,
  type TaxRules,
} from '@ptax/contracts';
import type { DemandCandidate } from '@ptax/projections';
import type { AccessScope } from '../http/scope';
import { demandEvents, LEDGER_MESSAGES } from '../ledger/decide';
import { bulkEventId, raiseDemandCommand } from './demandDecision';

export const OUTSIDE_SCOPE = 'This property is outside your access';

export type Plan =
  | { kind: 'raise'; candidate: DemandCandidate; append: StreamAppend }
  | { kind: 'unchanged' | 'notAssessed'; propertyUniqueId: string }
  | { kind: 'failed'; propertyUniqueId: string; message: string };

export interface PlanContext {
  financialYear: string;
  at: string;
  rules: TaxRules;
  metadata: EventMetadata;
  scope: AccessScope;
}

const inScope = (scope: AccessScope, c: DemandCandidate) =>
  (!scope.zones || (c.zoneId !== null && scope.zones.includes(c.zoneId))) &&
  (!scope.wards || (c.wardId !== null && scope.wards.includes(c.wardId)));

export function planDemand(c: DemandCandidate, ctx: PlanContext): Plan {
  const propertyUniqueId = c.propertyUniqueId;
  if (c.status === 'absent')
    return { kind: 'failed', propertyUniqueId, message: LEDGER_MESSAGES.propertyNotFound };
  if (c.status === 'deleted')
    return { kind: 'failed', propertyUniqueId, message: LEDGER_MESSAGES.propertyDeleted };
  if (!inScope(ctx.scope, c)) return { kind: 'failed', propertyUniqueId, message: OUTSIDE_SCOPE };
  if (!c.assessment) return { kind: 'notAssessed', propertyUniqueId };
  const command = raiseDemandCommand(propertyUniqueId, ctx.financialYear, c.assessment, ctx.at, ctx.rules);
  if (c.demandId === command.demandId) return { kind: 'unchanged', propertyUniqueId };
  // The read model keeps the whole ledger only where the year has an account: elsewhere the year
  // starts empty and nothing earlier changes, which is all the decision looks at.
  const events = demandEvents(c.state ?? initialLedgerState, command);
  if (events.length === 0) return { kind: 'unchanged', propertyUniqueId };
  return {
    kind: 'raise',
    candidate: c,
    append: {
      stream: propertyStream(propertyUniqueId),
      events: events.map((event) => ({
        ...event,
        id: bulkEventId(command.demandId, c.revision, event.type),
        metadata: ctx.metadata,
      })),
      expectedRevision: c.revision,
    },
  };
}
