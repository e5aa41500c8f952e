// PATCH mutations/approve/{id} and mutations/reject/{id}: a pending mutation is decided by a
// nagar_nigam official whose zones and wards hold its property, one decision at a time (an advisory
// lock seen by every instance). Approval needs the fee paid in full on the property's ledger. The
// decision is recorded first, then its process lands the steps on the property; a repeated call on a
// decided mutation whose steps a crash left unfinished completes them instead of being refused.
import { feeOutstanding, mutationStream, propertyStream, type EventMetadata } from '@ptax/contracts';
import { exclusively } from '../db/exclusive';
import { handleCommand } from '../eventsourcing/commandHandler';
import { conflict } from '../http/errors';
import { assertInScope, type AccessScope } from '../http/scope';
import { evolveAccount, initialAccountState } from '../ledger/account';
import type { ModuleContext } from '../moduleContract';
import { mutationDecider, MUTATION_DECISIONS, pending, type MutationCommand } from './decide';
import type { ExistingMutation } from './mutation';
import { completeMutation, loadMutation } from './process';

export interface Decision {
  kind: 'approve' | 'reject';
  userId: string;
  remarks: string;
}

const accountOf = async (ctx: ModuleContext, propertyUniqueId: string) =>
  (await ctx.store.readStream(propertyStream(propertyUniqueId))).reduce(evolveAccount, initialAccountState);

/** What the property's ledger says is unpaid of the fee (all of it when not charged yet). */
async function feeLeft(ctx: ModuleContext, mutation: ExistingMutation): Promise<number> {
  const fee = (await accountOf(ctx, mutation.propertyUniqueId)).ledger.fees?.[mutation.mutationId];
  return fee ? feeOutstanding(fee) : mutation.fee.amountPaise;
}

async function commandOf(
  ctx: ModuleContext,
  mutation: ExistingMutation,
  d: Decision,
): Promise<MutationCommand> {
  const at = new Date(ctx.now()).toISOString();
  if (d.kind === 'reject') return { type: 'RejectMutation', userId: d.userId, remarks: d.remarks, at };
  const feeOutstandingPaise = await feeLeft(ctx, mutation);
  return { type: 'ApproveMutation', userId: d.userId, remarks: d.remarks, feeOutstandingPaise, at };
}

async function decideNow(
  ctx: ModuleContext,
  mutationId: string,
  decision: Decision,
  scope: AccessScope,
  metadata: EventMetadata,
): Promise<number> {
  const state = await loadMutation(ctx, mutationId);
  if (state.status === (decision.kind === 'approve' ? 'approved' : 'rejected')) {
    // A repeat after a crash between the writes: finish the steps (refused below when nothing is left).
    const finished = await completeMutation(ctx, mutationId, metadata);
    if (finished.wrote) return finished.position;
  }
  // Unknown or already decided: refused before anything else is read.
  const mutation = pending(state);
  const { property } = await accountOf(ctx, mutation.propertyUniqueId);
  if (property.status !== 'absent') assertInScope(scope, property.details.zoneId, property.details.wardId);
  // The request's own step first: the fee is paid on the ledger only once it has been charged there.
  await completeMutation(ctx, mutationId, metadata);
  const stream = mutationStream(mutationId);
  const decided = await handleCommand(
    ctx.store,
    stream,
    mutationDecider,
    await commandOf(ctx, mutation, decision),
    metadata,
  );
  const steps = await completeMutation(ctx, mutationId, metadata);
  return Math.max(decided.position, steps.position);
}

/** Approves or rejects; answers the position to read at. */
export async function decideMutationRequest(
  ctx: ModuleContext,
  mutationId: string,
  decision: Decision,
  scope: AccessScope,
  metadata: EventMetadata,
): Promise<number> {
  const tagged = { ...metadata, correlationId: mutationId };
  const outcome = await exclusively(ctx.pool, mutationStream(mutationId), () =>
    decideNow(ctx, mutationId, decision, scope, tagged),
  );
  if (outcome.busy) throw conflict(MUTATION_DECISIONS.busy);
  return outcome.value;
}
