import type { PropertyChange } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { conflict, notFound } from '../http/errors';
import {
  evolveSelfAssessment,
  initialSelfAssessmentState,
  type ExistingSelfAssessment,
  type SelfAssessmentState,
  type Submission,
} from './selfAssessment';

export type SelfAssessmentCommand =
  | { type: 'SubmitSelfAssessment'; submission: Submission }
  /** The officials' decision, with the register's change checked and the new property's id allocated. */
  | { type: 'DecideAcceptance'; propertyUniqueId: string; change: PropertyChange; at: string }
  /** The acceptance's completion, once the register holds the change. */
  | { type: 'AcceptSelfAssessment' }
  | { type: 'RejectSelfAssessment'; reason: string; at: string };

export const SELF_ASSESSMENT_TEXT = {
  notFound: 'Self-assessment not found',
  /** The citizen's lookup says the same whichever of number and mobile is wrong, so nobody can probe. */
  lookupNotFound: 'No self-assessment was found for these details',
  alreadySubmitted: (id: string) => `Self-assessment ${id} has already been submitted`,
  alreadyDecided: (status: string) => `This self-assessment is already ${status}`,
  notDecided: 'This self-assessment has not been accepted',
} as const;

/** A self-assessment the officials can still decide: found, and neither accepted nor rejected. */
export function undecided(state: SelfAssessmentState): ExistingSelfAssessment {
  if (state.status === 'absent') throw notFound(SELF_ASSESSMENT_TEXT.notFound);
  if (state.status !== 'submitted') throw conflict(SELF_ASSESSMENT_TEXT.alreadyDecided(state.status));
  return state;
}

const event = (type: string, data: object): DomainEvent => ({ type, version: 1, data });

function submit(state: SelfAssessmentState, submission: Submission): DomainEvent[] {
  if (state.status !== 'absent')
    throw conflict(SELF_ASSESSMENT_TEXT.alreadySubmitted(submission.selfAssessmentId));
  return [event('SelfAssessmentSubmitted', submission)];
}

function decideAcceptance(
  state: SelfAssessmentState,
  c: Extract<SelfAssessmentCommand, { type: 'DecideAcceptance' }>,
): DomainEvent[] {
  const { submission } = undecided(state);
  return [
    event('SelfAssessmentAcceptanceDecided', {
      selfAssessmentId: submission.selfAssessmentId,
      propertyUniqueId: c.propertyUniqueId,
      change: c.change,
      decidedAt: c.at,
    }),
  ];
}

/** Completes a decided acceptance once; a completed one gives nothing (a repeat of the last step). */
function accept(state: SelfAssessmentState): DomainEvent[] {
  if (state.status === 'absent') throw notFound(SELF_ASSESSMENT_TEXT.notFound);
  const acceptance = state.acceptance;
  if (acceptance?.completed) return [];
  if (!acceptance) throw conflict(SELF_ASSESSMENT_TEXT.notDecided);
  return [
    event('SelfAssessmentAccepted', {
      selfAssessmentId: state.submission.selfAssessmentId,
      propertyUniqueId: acceptance.propertyUniqueId,
      acceptedAt: acceptance.decidedAt,
    }),
  ];
}

function reject(state: SelfAssessmentState, reason: string, at: string): DomainEvent[] {
  const { submission } = undecided(state);
  return [
    event('SelfAssessmentRejected', {
      selfAssessmentId: submission.selfAssessmentId,
      reason,
      rejectedAt: at,
    }),
  ];
}

export function decideSelfAssessment(
  state: SelfAssessmentState,
  command: SelfAssessmentCommand,
): DomainEvent[] {
  switch (command.type) {
    case 'SubmitSelfAssessment':
      return submit(state, command.submission);
    case 'DecideAcceptance':
      return decideAcceptance(state, command);
    case 'AcceptSelfAssessment':
      return accept(state);
    case 'RejectSelfAssessment':
      return reject(state, command.reason, command.at);
    default: {
      const unknown: never = command;
      throw new Error(`unknown self-assessment command ${JSON.stringify(unknown)}`);
    }
  }
}

export const selfAssessmentDecider: Decider<SelfAssessmentState, SelfAssessmentCommand> = {
  initialState: initialSelfAssessmentState,
  evolve: evolveSelfAssessment,
  decide: decideSelfAssessment,
};
