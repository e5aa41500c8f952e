import type { RecordedEvent, SelfAssessmentEvent, SelfAssessmentStatus } from '@ptax/contracts';

export type Submission = Extract<SelfAssessmentEvent, { type: 'SelfAssessmentSubmitted' }>['data'];

/** One self-assessment: what the citizen submitted and where the officials' decision stands. */
export type SelfAssessmentState =
  { status: 'absent' } | { status: SelfAssessmentStatus; submission: Submission };

export type ExistingSelfAssessment = Exclude<SelfAssessmentState, { status: 'absent' }>;

export const initialSelfAssessmentState: SelfAssessmentState = { status: 'absent' };

export function evolveSelfAssessment(state: SelfAssessmentState, event: RecordedEvent): SelfAssessmentState {
  switch (event.type as SelfAssessmentEvent['type']) {
    case 'SelfAssessmentSubmitted':
      return { status: 'submitted', submission: event.data as Submission };
    case 'SelfAssessmentAccepted':
      return state.status === 'absent' ? state : { ...state, status: 'accepted' };
    case 'SelfAssessmentRejected':
      return state.status === 'absent' ? state : { ...state, status: 'rejected' };
    default:
      return state;
  }
}
