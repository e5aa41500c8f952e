import { z } from 'zod';
import { at, eventSchema, financialYear, id, paise } from './common';
import { buildingImagesData, floorData, propertyDetails } from './property';
import { propertyChange } from './propertyChange';

// Stream `selfAssessment-<selfAssessmentId>`: a citizen's Form A (residential) or Form C
// (non-residential) assessment, accepted onto the assessment list or rejected. An acceptance is a
// process (ledger-service/src/processes): the decision, the register's change, then the acceptance.

export const selfAssessmentStream = (selfAssessmentId: string) => `selfAssessment-${selfAssessmentId}`;

export const SelfAssessmentSubmitted = eventSchema('SelfAssessmentSubmitted', 1, {
  /** The number handed to the citizen, e.g. SA-2026-27-000001. */
  selfAssessmentId: id(),
  /** Absent for a property not yet on the register. */
  propertyUniqueId: id().optional(),
  form: z.enum(['A', 'C']),
  details: propertyDetails,
  floors: z.array(floorData.omit({ propertyPremiseId: true })),
  /** Stored file ids of the building images and documents, by field (proofs are in `details`). */
  buildingImages: buildingImagesData,
  /** The shared tax engine's answer for the self-assessed values, in the year it was submitted. */
  financialYear: financialYear(),
  arvPaise: paise(),
  totalTaxPaise: paise(),
  submittedAt: at(),
});

/** The officials accepted it: the register is changed next, then SelfAssessmentAccepted completes it. */
export const SelfAssessmentAcceptanceDecided = eventSchema('SelfAssessmentAcceptanceDecided', 1, {
  selfAssessmentId: id(),
  /** The property edited, or the id allocated for the new one before this decision. */
  propertyUniqueId: id(),
  change: propertyChange,
  decidedAt: at(),
});

/** The acceptance completed: the register holds the self-assessed values (acceptedAt: when decided). */
export const SelfAssessmentAccepted = eventSchema('SelfAssessmentAccepted', 1, {
  selfAssessmentId: id(),
  propertyUniqueId: id(),
  acceptedAt: at(),
});

export const SelfAssessmentRejected = eventSchema('SelfAssessmentRejected', 1, {
  selfAssessmentId: id(),
  reason: z.string().min(1),
  rejectedAt: at(),
});

export const SelfAssessmentEvent = z.discriminatedUnion('type', [
  SelfAssessmentSubmitted,
  SelfAssessmentAcceptanceDecided,
  SelfAssessmentAccepted,
  SelfAssessmentRejected,
]);
export type SelfAssessmentEvent = z.infer<typeof SelfAssessmentEvent>;
