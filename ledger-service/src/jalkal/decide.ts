import { JALKAL_MESSAGES, type WaterSewerChanges, type WaterSewerTax } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { effectiveAtOf, evolveJalkalEdit, initialJalkalEditState, type JalkalEditState } from './jalkalEdit';

export type JalkalEditCommand =
  | {
      type: 'RequestJalkalEdit';
      jalkalEditId: string;
      propertyUniqueId: string;
      changes: WaterSewerChanges;
      previous: WaterSewerChanges;
      reason: string;
      effectiveDate: string;
      documents: { id: string; name: string }[];
      at: string;
    }
  | {
      type: 'ApproveJalkalEdit';
      userId: string;
      comment: string;
      /** The current financial year and its water and sewer tax now (looked up by the caller). */
      financialYear: string;
      taxBefore: WaterSewerTax | null;
      at: string;
    }
  | { type: 'RejectJalkalEdit'; userId: string; comment: string; at: string }
  | {
      type: 'CompleteJalkalEdit';
      financialYear: string;
      taxAfter: WaterSewerTax | null;
      reassessed: boolean;
      demandReplaced: boolean;
      at: string;
    };

type Known = Exclude<JalkalEditState, { status: 'absent' }>;

const event = (type: string, data: object): DomainEvent => ({ type, version: 1, data });

function known(state: JalkalEditState): Known {
  if (state.status === 'absent') throw notFound(JALKAL_MESSAGES.notFound);
  return state;
}

/** Only a pending request is decided: once approved or rejected it stays so. */
function pending(state: JalkalEditState): Known {
  const request = known(state);
  if (request.status === 'rejected') throw conflict(JALKAL_MESSAGES.alreadyRejected);
  if (request.status !== 'pending') throw conflict(JALKAL_MESSAGES.alreadyApproved);
  return request;
}

function request(state: JalkalEditState, c: Extract<JalkalEditCommand, { type: 'RequestJalkalEdit' }>) {
  if (state.status !== 'absent') throw conflict(`Jalkal request ${c.jalkalEditId} already exists`);
  const { type: _type, documents, at, ...data } = c;
  return [
    event('JalkalEditRequested', {
      ...data,
      documentIds: documents.map((document) => document.id),
      documentNames: documents.map((document) => document.name),
      requestedAt: at,
    }),
  ];
}

function approve(state: JalkalEditState, c: Extract<JalkalEditCommand, { type: 'ApproveJalkalEdit' }>) {
  const { jalkalEditId, propertyUniqueId, changes, effectiveDate } = pending(state);
  return [
    event('JalkalEditApproved', {
      jalkalEditId,
      propertyUniqueId,
      changes,
      effectiveAt: effectiveAtOf(effectiveDate),
      userId: c.userId,
      comment: c.comment,
      financialYear: c.financialYear,
      taxBefore: c.taxBefore,
      approvedAt: c.at,
    }),
  ];
}

function reject(state: JalkalEditState, c: Extract<JalkalEditCommand, { type: 'RejectJalkalEdit' }>) {
  const { jalkalEditId } = pending(state);
  return [
    event('JalkalEditRejected', { jalkalEditId, userId: c.userId, comment: c.comment, rejectedAt: c.at }),
  ];
}

/** Closes an approval once; a repeat (the request and the worker both finishing) writes nothing. */
function complete(state: JalkalEditState, c: Extract<JalkalEditCommand, { type: 'CompleteJalkalEdit' }>) {
  const request = known(state);
  if (request.status === 'completed') return [];
  if (request.status !== 'approved') throw conflict(`Jalkal request ${request.jalkalEditId} is not approved`);
  const { type: _type, at, ...data } = c;
  return [
    event('JalkalEditCompleted', {
      jalkalEditId: request.jalkalEditId,
      propertyUniqueId: request.propertyUniqueId,
      ...data,
      completedAt: at,
    }),
  ];
}

export function decideJalkalEdit(state: JalkalEditState, command: JalkalEditCommand): DomainEvent[] {
  switch (command.type) {
    case 'RequestJalkalEdit':
      return request(state, command);
    case 'ApproveJalkalEdit':
      return approve(state, command);
    case 'RejectJalkalEdit':
      return reject(state, command);
    case 'CompleteJalkalEdit':
      return complete(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown jalkal edit command ${JSON.stringify(unknown)}`);
    }
  }
}

export const jalkalEditDecider: Decider<JalkalEditState, JalkalEditCommand> = {
  initialState: initialJalkalEditState,
  evolve: evolveJalkalEdit,
  decide: decideJalkalEdit,
};
