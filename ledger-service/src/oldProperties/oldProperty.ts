import type { OldPropertyEvent, OldPropertyRecord, RecordedEvent } from '@ptax/contracts';

/** One record of the old tax register and the property it is matched with. */
export type OldPropertyState =
  | { status: 'absent' }
  | { status: 'recorded'; oldPropertyId: string; record: OldPropertyRecord; matchedTo: string | null };

export const initialOldPropertyState: OldPropertyState = { status: 'absent' };

type Data<Type extends OldPropertyEvent['type']> = Extract<OldPropertyEvent, { type: Type }>['data'];

export function evolveOldProperty(state: OldPropertyState, event: RecordedEvent): OldPropertyState {
  switch (event.type as OldPropertyEvent['type']) {
    case 'OldPropertyRecorded': {
      const d = event.data as Data<'OldPropertyRecorded'>;
      return { status: 'recorded', oldPropertyId: d.oldPropertyId, record: d.record, matchedTo: null };
    }
    case 'OldPropertyMatched':
      return state.status === 'recorded'
        ? { ...state, matchedTo: (event.data as Data<'OldPropertyMatched'>).propertyUniqueId }
        : state;
    case 'OldPropertyUnmatched':
      return state.status === 'recorded' ? { ...state, matchedTo: null } : state;
    default:
      return state;
  }
}

/** The stream key of a PTIN: old registers wrote them in either case. */
export const oldPropertyIdOf = (ptin: string) => ptin.trim().toUpperCase();
