import type { JalkalEditEvent, RecordedEvent, WaterSewerChanges } from '@ptax/contracts';

/** What decisions about one jalkal edit request need: whose property, what it changes, where it stands. */
export type JalkalEditState =
  | { status: 'absent' }
  | {
      status: 'pending' | 'approved' | 'rejected' | 'completed';
      jalkalEditId: string;
      propertyUniqueId: string;
      changes: WaterSewerChanges;
      /** YYYY-MM-DD in India. */
      effectiveDate: string;
    };

export const initialJalkalEditState: JalkalEditState = { status: 'absent' };

type Data<Type extends JalkalEditEvent['type']> = Extract<JalkalEditEvent, { type: Type }>['data'];

const NEXT_STATUS = {
  JalkalEditApproved: 'approved',
  JalkalEditRejected: 'rejected',
  JalkalEditCompleted: 'completed',
} as const;

export function evolveJalkalEdit(state: JalkalEditState, event: RecordedEvent): JalkalEditState {
  const type = event.type as JalkalEditEvent['type'];
  if (type === 'JalkalEditRequested') {
    const d = event.data as Data<'JalkalEditRequested'>;
    return {
      status: 'pending',
      jalkalEditId: d.jalkalEditId,
      propertyUniqueId: d.propertyUniqueId,
      changes: d.changes,
      effectiveDate: d.effectiveDate,
    };
  }
  if (state.status === 'absent' || !(type in NEXT_STATUS)) return state;
  return { ...state, status: NEXT_STATUS[type as keyof typeof NEXT_STATUS] };
}

/** 'JAL-2026-27-000042': the year's series serial padded, so numbers sort as they were issued. */
export const jalkalEditNumber = (financialYear: string, serial: number) =>
  `JAL-${financialYear}-${String(serial).padStart(6, '0')}`;

/** The serial-number series of the requests raised in a financial year. */
export const jalkalEditSeries = (financialYear: string) => `jalkalEdit-${financialYear}`;

/** The instant an effective date starts: midnight in India. */
export const effectiveAtOf = (effectiveDate: string) => `${effectiveDate}T00:00:00+05:30`;
