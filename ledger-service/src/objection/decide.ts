import type { PropertyChange, UploaderType } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { badRequest, conflict, notFound } from '../http/errors';
import { evolveObjection, initialObjectionState, type ObjectionState } from './objection';

export type ObjectionCommand =
  | {
      type: 'UploadObjection';
      objectionId: string;
      propertyUniqueId: string;
      uploaderType: UploaderType;
      description: string;
      documents: { id: string; name: string }[];
      objectionAt: string;
      at: string;
    }
  | { type: 'RejectObjection'; reason: string; at: string }
  /** The officials' decision, with the property's correction checked and its files stored. */
  | {
      type: 'DecideResolution';
      propertyUniqueId: string;
      remarks: string;
      correction?: Extract<PropertyChange, { kind: 'edit' }>;
      at: string;
    }
  /** The resolution's completion, once the property holds the correction and its reassessment. */
  | { type: 'ResolveObjection'; reassessed: boolean };

export const OBJECTION_DECISIONS = {
  notFound: 'Objection not found',
  numberTaken: 'This objection number is already taken',
  alreadyRejected: 'This objection has already been rejected',
  alreadyResolved: 'This objection has already been resolved',
  otherProperty: 'This objection was raised against another property',
  notDecided: 'This objection has not been resolved',
} as const;

type Pending = Exclude<ObjectionState, { status: 'absent' }>;

/** Only a pending objection is decided: once rejected or resolved it stays so. */
function pending(state: ObjectionState): Pending {
  if (state.status === 'absent') throw notFound(OBJECTION_DECISIONS.notFound);
  if (state.status === 'rejected') throw conflict(OBJECTION_DECISIONS.alreadyRejected);
  if (state.status === 'resolved') throw conflict(OBJECTION_DECISIONS.alreadyResolved);
  return state;
}

function upload(state: ObjectionState, c: Extract<ObjectionCommand, { type: 'UploadObjection' }>) {
  if (state.status !== 'absent') throw conflict(OBJECTION_DECISIONS.numberTaken);
  const data = {
    objectionId: c.objectionId,
    propertyUniqueId: c.propertyUniqueId,
    uploaderType: c.uploaderType,
    description: c.description,
    documentIds: c.documents.map((document) => document.id),
    documentNames: c.documents.map((document) => document.name),
    objectionAt: c.objectionAt,
    uploadedAt: c.at,
  };
  return [{ type: 'ObjectionUploaded', version: 1, data }];
}

function reject(state: ObjectionState, c: Extract<ObjectionCommand, { type: 'RejectObjection' }>) {
  const { objectionId } = pending(state);
  return [
    { type: 'ObjectionRejected', version: 1, data: { objectionId, reason: c.reason, rejectedAt: c.at } },
  ];
}

function decideResolution(state: ObjectionState, c: Extract<ObjectionCommand, { type: 'DecideResolution' }>) {
  const { objectionId, propertyUniqueId } = pending(state);
  if (propertyUniqueId !== c.propertyUniqueId)
    throw badRequest(OBJECTION_DECISIONS.otherProperty, { objectionId: OBJECTION_DECISIONS.otherProperty });
  const data = {
    objectionId,
    propertyUniqueId,
    remarks: c.remarks,
    ...(c.correction ? { correction: c.correction } : {}),
    decidedAt: c.at,
  };
  return [{ type: 'ObjectionResolutionDecided', version: 1, data }];
}

/** Completes a decided resolution once; a completed one gives nothing (a repeat of the last step). */
function resolve(state: ObjectionState, c: Extract<ObjectionCommand, { type: 'ResolveObjection' }>) {
  if (state.status === 'absent') throw notFound(OBJECTION_DECISIONS.notFound);
  const resolution = state.resolution;
  if (resolution?.completed) return [];
  if (!resolution) throw conflict(OBJECTION_DECISIONS.notDecided);
  const data = {
    objectionId: state.objectionId,
    propertyUniqueId: state.propertyUniqueId,
    remarks: resolution.remarks,
    reassessed: c.reassessed,
    resolvedAt: resolution.decidedAt,
  };
  return [{ type: 'ObjectionResolved', version: 1, data }];
}

export function decideObjection(state: ObjectionState, command: ObjectionCommand): DomainEvent[] {
  switch (command.type) {
    case 'UploadObjection':
      return upload(state, command);
    case 'RejectObjection':
      return reject(state, command);
    case 'DecideResolution':
      return decideResolution(state, command);
    case 'ResolveObjection':
      return resolve(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown objection command ${JSON.stringify(unknown)}`);
    }
  }
}

export const objectionDecider: Decider<ObjectionState, ObjectionCommand> = {
  initialState: initialObjectionState,
  evolve: evolveObjection,
  decide: decideObjection,
};
