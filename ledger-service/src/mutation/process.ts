// A mutation's decisions are processes (processes/process.ts): each is recorded on `mutation-<id>`
// first, with everything needed to finish, then its steps land on the property's stream, each
// deciding again there so a repeat writes nothing:
//   requested -> the fee charged on the ledger (MutationFeeCharged; the ledger decider charges once);
//   approved  -> also the owner changed by the register's own command (OwnerDetailsUpdated with the
//                mutationId; the register changes it once per mutation, the old owner in `previous`);
//   rejected  -> also the fee waived, its paid part refunded as advance credit (MutationFeeWaived).
// The step's own event is the completion: the mutations read model marks it, and the worker
// completes whatever a crash left (unfinishedMutations).
import { mutationStream, propertyStream, type EventMetadata } from '@ptax/contracts';
import { unfinishedMutations } from '@ptax/projections';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { ledgerDecider } from '../ledger/decide';
import type { ModuleContext } from '../moduleContract';
import type { ProcessDefinition } from '../processes/process';
import { propertyDecider } from '../properties/decide';
import { evolveMutation, initialMutationState, type ExistingMutation, type MutationState } from './mutation';

const WORKER: EventMetadata = {
  userId: 'system:mutations',
  loginType: 'system',
  command: 'CompleteMutation',
};

export async function loadMutation(ctx: ModuleContext, mutationId: string): Promise<MutationState> {
  return (await ctx.store.readStream(mutationStream(mutationId))).reduce(
    evolveMutation,
    initialMutationState,
  );
}

type Step = (
  ctx: ModuleContext,
  mutation: ExistingMutation,
  metadata: EventMetadata,
  at: string,
) => Promise<{
  events: unknown[];
  position: number;
}>;

const chargeFee: Step = (ctx, m, metadata, at) =>
  handleCommand(
    ctx.store,
    propertyStream(m.propertyUniqueId),
    ledgerDecider,
    {
      type: 'ChargeMutationFee',
      propertyUniqueId: m.propertyUniqueId,
      mutationId: m.mutationId,
      computation: m.fee,
      at,
    },
    { ...metadata, command: 'ChargeMutationFee' },
    BUSY_STREAM,
  );

/** The new owner replaces every owner field: the old owner's e-mail does not stay with the property. */
const changeOwner: Step = (ctx, m, metadata, at) =>
  handleCommand(
    ctx.store,
    propertyStream(m.propertyUniqueId),
    propertyDecider,
    {
      type: 'UpdateOwnerDetails',
      owner: {
        ownerName: m.owner.ownerName,
        fatherName: m.owner.fatherName,
        husbandName: m.owner.husbandName,
        mobileNumber: m.owner.mobileNumber,
      },
      mutationId: m.mutationId,
      at,
    },
    { ...metadata, command: 'UpdateOwnerDetails' },
    BUSY_STREAM,
  );

const waiveFee: Step = (ctx, m, metadata, at) =>
  handleCommand(
    ctx.store,
    propertyStream(m.propertyUniqueId),
    ledgerDecider,
    {
      type: 'WaiveMutationFee',
      propertyUniqueId: m.propertyUniqueId,
      mutationId: m.mutationId,
      ...(m.remarks ? { remarks: m.remarks } : {}),
      at,
    },
    { ...metadata, command: 'WaiveMutationFee' },
    BUSY_STREAM,
  );

const STEPS: Record<ExistingMutation['status'], Step[]> = {
  pending: [chargeFee],
  approved: [chargeFee, changeOwner],
  rejected: [chargeFee, waiveFee],
};

/**
 * Brings the property's stream in line with the mutation's decisions. Says whether it wrote anything
 * and the position to read at.
 */
export async function completeMutation(
  ctx: ModuleContext,
  mutationId: string,
  metadata: EventMetadata = WORKER,
): Promise<{ wrote: boolean; position: number }> {
  const mutation = await loadMutation(ctx, mutationId);
  if (mutation.status === 'absent') return { wrote: false, position: 0 };
  const tagged = { ...metadata, correlationId: mutationId };
  let wrote = false;
  let position = 0;
  for (const step of STEPS[mutation.status]) {
    const done = await step(ctx, mutation, tagged, new Date(ctx.now()).toISOString());
    wrote ||= done.events.length > 0;
    position = Math.max(position, done.position);
  }
  return { wrote, position };
}

/** The process worker's view of mutations: the unfinished ones, completed one by one. */
export const mutationProcess: ProcessDefinition = {
  kind: 'mutation',
  unfinished: (ctx, decidedBefore) => unfinishedMutations(ctx.pool, decidedBefore),
  complete: async (ctx, id) => (await completeMutation(ctx, id)).wrote,
};
