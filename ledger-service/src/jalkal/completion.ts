// Carrying out an approved jalkal request, a process over three streams' worth of writes: the property
// is edited through the register's own command from the effective date (metadata effectiveAt), the
// year is re-assessed and its demand replaced, then JalkalEditCompleted closes the request with the
// tax after. Each step is caused by the approval event and decides again on the stream it writes to,
// so the approving request, a retry and the process worker together do each write once.
import {
  jalkalEditStream,
  propertyStream,
  type JalkalEditEvent,
  type PropertyDetails,
  type RecordedEvent,
} from '@ptax/contracts';
import { unfinishedJalkalApprovals } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import type { ModuleContext } from '../moduleContract';
import { reassessProperty } from '../objection/reassess';
import type { ProcessDefinition } from '../processes/process';
import { causedBy, onceFor, stepMetadata } from '../processes/steps';
import { propertyDecider } from '../properties/decide';
import { jalkalEditDecider } from './decide';
import { evolveJalkalEdit, initialJalkalEditState } from './jalkalEdit';
import { waterSewerTaxOf } from './taxes';

type Approved = Extract<JalkalEditEvent, { type: 'JalkalEditApproved' }>['data'];

export interface Completion {
  /** Something was written (false: it was all done already, or the request is not approved). */
  wrote: boolean;
  /** The last position to read at. */
  position: number;
}

/** Step 1: the register's edit, once per approval, effective from the request's date. */
async function editProperty(ctx: ModuleContext, decision: RecordedEvent, d: Approved) {
  const { events, position } = await handleCommand(
    ctx.store,
    propertyStream(d.propertyUniqueId),
    onceFor(propertyDecider, decision.id),
    {
      type: 'EditProperty',
      // A null clears a text field, as the register's edit takes it.
      changes: d.changes as Partial<PropertyDetails>,
      at: new Date(ctx.now()).toISOString(),
    },
    { ...stepMetadata(decision, 'ApplyJalkalEdit'), effectiveAt: d.effectiveAt },
  );
  return { wrote: events.length > 0, position };
}

/** What the approval caused on the property: a new assessment, a replaced demand. */
async function outcomeOn(ctx: ModuleContext, decision: RecordedEvent, propertyUniqueId: string) {
  const caused = (await ctx.store.readStream(propertyStream(propertyUniqueId))).filter((event) =>
    causedBy(event, decision.id),
  );
  return {
    reassessed: caused.some((event) => event.type === 'PropertyAssessed'),
    demandReplaced: caused.some((event) => event.type === 'DemandRaised'),
  };
}

export async function completeJalkalApproval(ctx: ModuleContext, jalkalEditId: string): Promise<Completion> {
  const stream = jalkalEditStream(jalkalEditId);
  const history = await ctx.store.readStream(stream);
  const last = history[history.length - 1]?.position ?? 0;
  if (history.reduce(evolveJalkalEdit, initialJalkalEditState).status !== 'approved')
    return { wrote: false, position: last };
  const decision = history.find((event) => event.type === 'JalkalEditApproved')!;
  const d = decision.data as Approved;

  const edit = await editProperty(ctx, decision, d);
  await ctx.readYourWrites(edit.position);
  // Waits for the read models itself: the tax after is read from them below.
  const reassessed = await reassessProperty(
    ctx,
    d.propertyUniqueId,
    stepMetadata(decision, 'ReassessAfterJalkalEdit'),
    d.financialYear,
  );
  const done = await handleCommand(
    ctx.store,
    stream,
    jalkalEditDecider,
    {
      type: 'CompleteJalkalEdit',
      financialYear: d.financialYear,
      taxAfter: await waterSewerTaxOf(ctx.pool, d.propertyUniqueId, d.financialYear),
      ...(await outcomeOn(ctx, decision, d.propertyUniqueId)),
      at: new Date(ctx.now()).toISOString(),
    },
    stepMetadata(decision, 'CompleteJalkalEdit'),
  );
  return {
    wrote: edit.wrote || reassessed.reassessed || reassessed.demandReplaced || done.events.length > 0,
    position: Math.max(edit.position, done.position),
  };
}

/** The process worker's view: approvals decided before the grace period and not completed. */
export const jalkalApprovalProcess: ProcessDefinition = {
  kind: 'jalkalApproval',
  unfinished: (ctx, decidedBefore) => unfinishedJalkalApprovals(ctx.pool, decidedBefore),
  complete: async (ctx, id) => (await completeJalkalApproval(ctx, id)).wrote,
};
