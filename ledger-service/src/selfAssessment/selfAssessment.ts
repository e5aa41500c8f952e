import type {
  PropertyChange,
  RecordedEvent,
  SelfAssessmentEvent,
  SelfAssessmentStatus,
} from '@ptax/contracts';

export type Submission = Extract<SelfAssessmentEvent, { type: 'SelfAssessmentSubmitted' }>['data'];

/** An acceptance decided: the register's change it carries, and whether it has been completed. */
export interface Acceptance {
  /** The decision event: its id is the causation of every step, its metadata says who decided. */
  decision: RecordedEvent;
  propertyUniqueId: string;
  change: PropertyChange;
  decidedAt: string;
  completed: boolean;
}

/** One self-assessment: what the citizen submitted and where the officials' decision stands. */
export type SelfAssessmentState =
  { status: 'absent' } | { status: SelfAssessmentStatus; submission: Submission; acceptance?: Acceptance };

export type ExistingSelfAssessment = Exclude<SelfAssessmentState, { status: 'absent' }>;

export const initialSelfAssessmentState: SelfAssessmentState = { status: 'absent' };

type Decided = Extract<SelfAssessmentEvent, { type: 'SelfAssessmentAcceptanceDecided' }>['data'];

export function evolveSelfAssessment(state: SelfAssessmentState, event: RecordedEvent): SelfAssessmentState {
  if (state.status === 'absent')
    return event.type === 'SelfAssessmentSubmitted'
      ? { status: 'submitted', submission: event.data as Submission }
      : state;
  switch (event.type as SelfAssessmentEvent['type']) {
    case 'SelfAssessmentAcceptanceDecided': {
      const { propertyUniqueId, change, decidedAt } = event.data as Decided;
      const acceptance = { decision: event, propertyUniqueId, change, decidedAt, completed: false };
      return { ...state, status: 'accepted', acceptance };
    }
    case 'SelfAssessmentAccepted':
      // Acceptances recorded before they were processes have no decision before them.
      return {
        ...state,
        status: 'accepted',
        ...(state.acceptance ? { acceptance: { ...state.acceptance, completed: true } } : {}),
      };
    case 'SelfAssessmentRejected':
      return { ...state, status: 'rejected' };
    default:
      return state;
  }
}

/** The acceptance decided and not yet completed, if there is one. */
export const unfinishedAcceptance = (state: SelfAssessmentState): Acceptance | null =>
  state.status !== 'absent' && state.acceptance && !state.acceptance.completed ? state.acceptance : null;
