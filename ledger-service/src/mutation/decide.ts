import type { MutationRequested } from '@ptax/contracts';
import type { z } from 'zod';
import { formatAmount } from '../documents/format';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { badRequest, conflict, notFound } from '../http/errors';
import { evolveMutation, initialMutationState, type ExistingMutation, type MutationState } from './mutation';

type Requested = z.infer<typeof MutationRequested>['data'];

export type MutationCommand =
  | (Omit<Requested, 'requestedAt'> & {
      type: 'RequestMutation';
      /** Everything the property owes today (taxes, interest, earlier fees), less advance credit. */
      owedPaise: number;
      /** YYYY-MM-DD in India: a deed can not be dated after it. */
      today: string;
      at: string;
    })
  | {
      type: 'ApproveMutation';
      userId: string;
      remarks: string;
      /** What the property's ledger says is still unpaid of this mutation's fee. */
      feeOutstandingPaise: number;
      at: string;
    }
  | { type: 'RejectMutation'; userId: string; remarks: string; at: string };

export const MUTATION_DECISIONS = {
  notFound: 'Mutation not found',
  numberTaken: 'This mutation number is already taken',
  alreadyApproved: 'This mutation has already been approved',
  alreadyRejected: 'This mutation has already been rejected',
  deedDateFuture: 'Deed date can not be a future date',
  owes: (paise: number) =>
    `This property owes ${formatAmount(paise)}: a mutation can be requested only when nothing is due`,
  feeUnpaid: (paise: number) =>
    `The mutation fee is not paid: ${formatAmount(paise)} is still due. Take it at the counter first`,
  open: (mutationId: string) => `Mutation ${mutationId} of this property is still open`,
  noFeeTable: 'No mutation fee table is in force for today',
  busy: 'Another official is deciding this mutation right now, please look again',
  requestBusy: 'A mutation of this property is being requested right now, please look again',
} as const;

/** Only a pending mutation is decided: once approved or rejected it stays so. */
export function pending(state: MutationState): ExistingMutation {
  if (state.status === 'absent') throw notFound(MUTATION_DECISIONS.notFound);
  if (state.status === 'approved') throw conflict(MUTATION_DECISIONS.alreadyApproved);
  if (state.status === 'rejected') throw conflict(MUTATION_DECISIONS.alreadyRejected);
  return state;
}

function request(state: MutationState, c: Extract<MutationCommand, { type: 'RequestMutation' }>) {
  if (state.status !== 'absent') throw conflict(MUTATION_DECISIONS.numberTaken);
  if (c.deedDate > c.today)
    throw badRequest(MUTATION_DECISIONS.deedDateFuture, { deedDate: MUTATION_DECISIONS.deedDateFuture });
  if (c.owedPaise > 0) throw conflict(MUTATION_DECISIONS.owes(c.owedPaise));
  const { type: _type, owedPaise: _owed, today: _today, at, ...data } = c;
  return [{ type: 'MutationRequested', version: 1, data: { ...data, requestedAt: at } }];
}

function approve(state: MutationState, c: Extract<MutationCommand, { type: 'ApproveMutation' }>) {
  const { mutationId, propertyUniqueId } = pending(state);
  if (c.feeOutstandingPaise > 0) throw conflict(MUTATION_DECISIONS.feeUnpaid(c.feeOutstandingPaise));
  const data = { mutationId, propertyUniqueId, userId: c.userId, remarks: c.remarks, approvedAt: c.at };
  return [{ type: 'MutationApproved', version: 1, data }];
}

function reject(state: MutationState, c: Extract<MutationCommand, { type: 'RejectMutation' }>) {
  const { mutationId, propertyUniqueId } = pending(state);
  const data = { mutationId, propertyUniqueId, userId: c.userId, remarks: c.remarks, rejectedAt: c.at };
  return [{ type: 'MutationRejected', version: 1, data }];
}

export function decideMutation(state: MutationState, command: MutationCommand): DomainEvent[] {
  switch (command.type) {
    case 'RequestMutation':
      return request(state, command);
    case 'ApproveMutation':
      return approve(state, command);
    case 'RejectMutation':
      return reject(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown mutation command ${JSON.stringify(unknown)}`);
    }
  }
}

export const mutationDecider: Decider<MutationState, MutationCommand> = {
  initialState: initialMutationState,
  evolve: evolveMutation,
  decide: decideMutation,
};
