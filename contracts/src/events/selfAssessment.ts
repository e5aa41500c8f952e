import { z } from 'zod';
import { at, eventSchema, financialYear, id, paise } from './common';
import { buildingImagesData, floorData, propertyDetails } from './property';

// Stream `selfAssessment-<selfAssessmentId>`: a citizen's Form A (residential) or Form C
// (non-residential) assessment, accepted onto the assessment list or rejected.

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
  SelfAssessmentAccepted,
  SelfAssessmentRejected,
]);
export type SelfAssessmentEvent = z.infer<typeof SelfAssessmentEvent>;
