import type { ObjectionEvent, ObjectionStatus, PropertyChange, RecordedEvent } from '@ptax/contracts';

/** A resolution decided: the correction it carries, and whether it has been completed. */
export interface Resolution {
  /** The decision event: its id is the causation of every step, its metadata says who decided. */
  decision: RecordedEvent;
  remarks?: string;
  correction?: Extract<PropertyChange, { kind: 'edit' }>;
  decidedAt: string;
  completed: boolean;
}

/** What decisions about one objection need: whose property it concerns and where it stands. */
export type ObjectionState =
  | { status: 'absent' }
  | { status: ObjectionStatus; objectionId: string; propertyUniqueId: string; resolution?: Resolution };

export const initialObjectionState: ObjectionState = { status: 'absent' };

type Data<Type extends ObjectionEvent['type']> = Extract<ObjectionEvent, { type: Type }>['data'];

export function evolveObjection(state: ObjectionState, event: RecordedEvent): ObjectionState {
  if (event.type === 'ObjectionUploaded') {
    const d = event.data as Data<'ObjectionUploaded'>;
    return { status: 'pending', objectionId: d.objectionId, propertyUniqueId: d.propertyUniqueId };
  }
  if (state.status === 'absent') return state;
  switch (event.type as ObjectionEvent['type']) {
    case 'ObjectionRejected':
      return { ...state, status: 'rejected' };
    case 'ObjectionResolutionDecided': {
      const { remarks, correction, decidedAt } = event.data as Data<'ObjectionResolutionDecided'>;
      const resolution = { decision: event, remarks, correction, decidedAt, completed: false };
      return { ...state, status: 'resolved', resolution };
    }
    case 'ObjectionResolved':
      // Resolutions recorded before they were processes have no decision before them.
      return {
        ...state,
        status: 'resolved',
        ...(state.resolution ? { resolution: { ...state.resolution, completed: true } } : {}),
      };
    default:
      return state;
  }
}

/** The resolution decided and not yet completed, if there is one. */
export const unfinishedResolution = (state: ObjectionState): Resolution | null =>
  state.status !== 'absent' && state.resolution && !state.resolution.completed ? state.resolution : null;

/** 'OBJ-2026-27-000042': the year's series serial padded, so numbers sort as they were issued. */
export const objectionNumber = (financialYear: string, serial: number) =>
  `OBJ-${financialYear}-${String(serial).padStart(6, '0')}`;

/** The serial-number series of the objections raised in a financial year. */
export const objectionSeries = (financialYear: string) => `objection-${financialYear}`;
