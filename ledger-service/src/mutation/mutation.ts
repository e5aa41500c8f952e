import type {
  MutationEvent,
  MutationFeeComputation,
  MutationOwner,
  MutationReason,
  MutationStatus,
  RecordedEvent,
} from '@ptax/contracts';

/** What decisions about one mutation, and its process, need from its stream. */
export type MutationState =
  | { status: 'absent' }
  | {
      status: MutationStatus;
      mutationId: string;
      propertyUniqueId: string;
      reason: MutationReason;
      owner: MutationOwner;
      fee: MutationFeeComputation;
      /** The decision's remarks (approval or rejection). */
      remarks: string | null;
    };

export type ExistingMutation = Exclude<MutationState, { status: 'absent' }>;

export const initialMutationState: MutationState = { status: 'absent' };

type Data<Type extends MutationEvent['type']> = Extract<MutationEvent, { type: Type }>['data'];

export function evolveMutation(state: MutationState, event: RecordedEvent): MutationState {
  switch (event.type as MutationEvent['type']) {
    case 'MutationRequested': {
      const d = event.data as Data<'MutationRequested'>;
      return {
        status: 'pending',
        mutationId: d.mutationId,
        propertyUniqueId: d.propertyUniqueId,
        reason: d.reason,
        owner: d.owner,
        fee: d.fee,
        remarks: null,
      };
    }
    case 'MutationApproved':
    case 'MutationRejected': {
      if (state.status === 'absent') return state;
      const { remarks } = event.data as Data<'MutationApproved'>;
      return { ...state, status: event.type === 'MutationApproved' ? 'approved' : 'rejected', remarks };
    }
    default:
      return state;
  }
}

/** 'MUT-2026-27-000042': the year's series serial padded, so numbers sort as they were issued. */
export const mutationNumber = (financialYear: string, serial: number) =>
  `MUT-${financialYear}-${String(serial).padStart(6, '0')}`;

/** The serial-number series of the mutations requested in a financial year. */
export const mutationSeries = (financialYear: string) => `mutation-${financialYear}`;
