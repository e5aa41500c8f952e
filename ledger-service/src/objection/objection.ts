import type { ObjectionEvent, ObjectionStatus, RecordedEvent } from '@ptax/contracts';

/** What decisions about one objection need: whose property it concerns and where it stands. */
export type ObjectionState =
  { status: 'absent' } | { status: ObjectionStatus; objectionId: string; propertyUniqueId: string };

export const initialObjectionState: ObjectionState = { status: 'absent' };

type Data<Type extends ObjectionEvent['type']> = Extract<ObjectionEvent, { type: Type }>['data'];

export function evolveObjection(state: ObjectionState, event: RecordedEvent): ObjectionState {
  switch (event.type as ObjectionEvent['type']) {
    case 'ObjectionUploaded': {
      const d = event.data as Data<'ObjectionUploaded'>;
      return { status: 'pending', objectionId: d.objectionId, propertyUniqueId: d.propertyUniqueId };
    }
    case 'ObjectionRejected':
      return state.status === 'absent' ? state : { ...state, status: 'rejected' };
    case 'ObjectionResolved':
      return state.status === 'absent' ? state : { ...state, status: 'resolved' };
    default:
      return state;
  }
}

/** 'OBJ-2026-27-000042': the year's series serial padded, so numbers sort as they were issued. */
export const objectionNumber = (financialYear: string, serial: number) =>
  `OBJ-${financialYear}-${String(serial).padStart(6, '0')}`;

/** The serial-number series of the objections raised in a financial year. */
export const objectionSeries = (financialYear: string) => `objection-${financialYear}`;
