import type { OldPropertyRecord } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import { evolveOldProperty, initialOldPropertyState, type OldPropertyState } from './oldProperty';

export type OldPropertyCommand =
  | { type: 'RecordOldProperty'; oldPropertyId: string; record: OldPropertyRecord; at: string }
  | { type: 'MatchOldProperty'; propertyUniqueId: string; at: string }
  | { type: 'UnmatchOldProperty'; propertyUniqueId: string; at: string };

export const OLD_PROPERTY_NOT_FOUND = 'Old property not found';
export const ptinTakenMessage = (ptin: string) => `PTIN number ${ptin} already exists`;
export const alreadyMatchedMessage = (propertyUniqueId: string) =>
  `This old property is already matched with property ${propertyUniqueId}`;

function record(state: OldPropertyState, c: Extract<OldPropertyCommand, { type: 'RecordOldProperty' }>) {
  if (state.status !== 'absent') throw conflict(ptinTakenMessage(c.record.ptinNo));
  return [
    {
      type: 'OldPropertyRecorded',
      version: 1,
      data: { oldPropertyId: c.oldPropertyId, record: c.record, recordedAt: c.at },
    },
  ];
}

/** One property at a time may claim the record, so its arrears reach one ledger only. */
function match(
  state: OldPropertyState,
  c: Extract<OldPropertyCommand, { type: 'MatchOldProperty' }>,
): DomainEvent[] {
  if (state.status === 'absent') throw notFound(OLD_PROPERTY_NOT_FOUND);
  if (state.matchedTo === c.propertyUniqueId) return [];
  if (state.matchedTo) throw conflict(alreadyMatchedMessage(state.matchedTo));
  const data = { oldPropertyId: state.oldPropertyId, propertyUniqueId: c.propertyUniqueId, matchedAt: c.at };
  return [{ type: 'OldPropertyMatched', version: 1, data }];
}

function unmatch(
  state: OldPropertyState,
  c: Extract<OldPropertyCommand, { type: 'UnmatchOldProperty' }>,
): DomainEvent[] {
  if (state.status === 'absent' || state.matchedTo !== c.propertyUniqueId) return [];
  const data = {
    oldPropertyId: state.oldPropertyId,
    propertyUniqueId: c.propertyUniqueId,
    unmatchedAt: c.at,
  };
  return [{ type: 'OldPropertyUnmatched', version: 1, data }];
}

export function decideOldProperty(state: OldPropertyState, command: OldPropertyCommand): DomainEvent[] {
  switch (command.type) {
    case 'RecordOldProperty':
      return record(state, command);
    case 'MatchOldProperty':
      return match(state, command);
    case 'UnmatchOldProperty':
      return unmatch(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown old property command ${JSON.stringify(unknown)}`);
    }
  }
}

export const oldPropertyDecider: Decider<OldPropertyState, OldPropertyCommand> = {
  initialState: initialOldPropertyState,
  evolve: evolveOldProperty,
  decide: decideOldProperty,
};
