import { z } from 'zod';
import { at, eventSchema, id } from './common';
import { propertyCorrectionChange } from './propertyChange';

// Stream `objection-<objectionId>`: uploaded, then rejected or resolved (SPEC section 4). A
// resolution is a process (ledger-service/src/processes): the decision, the property's correction
// and reassessment, then ObjectionResolved.

export const objectionStream = (objectionId: string) => `objection-${objectionId}`;

export const ObjectionUploaded = eventSchema('ObjectionUploaded', 1, {
  objectionId: id(),
  propertyUniqueId: id(),
  /** Who uploaded it (the objection list filters on uploaderType): operator, official or citizen. */
  uploaderType: z.string().min(1),
  description: z.string(),
  documentIds: z.array(id()),
  /** The uploaded files' names, in the order of documentIds (added later: older events lack it). */
  documentNames: z.array(z.string()).optional(),
  objectionAt: at(),
  uploadedAt: at(),
});

export const ObjectionRejected = eventSchema('ObjectionRejected', 1, {
  objectionId: id(),
  reason: z.string().min(1),
  rejectedAt: at(),
});

/** The officials resolved it; the correction (if any) and reassessment follow, then ObjectionResolved. */
export const ObjectionResolutionDecided = eventSchema('ObjectionResolutionDecided', 1, {
  objectionId: id(),
  propertyUniqueId: id(),
  remarks: z.string().optional(),
  /** The property's correction sent with the resolution, checked and its files stored. */
  correction: propertyCorrectionChange.optional(),
  decidedAt: at(),
});

/** Resolved by correcting the property (PATCH properties/resolveObjection); resolvedAt: when decided. */
export const ObjectionResolved = eventSchema('ObjectionResolved', 1, {
  objectionId: id(),
  propertyUniqueId: id(),
  remarks: z.string().optional(),
  /** The correction changed the property's assessment for the year (added later: older events lack it). */
  reassessed: z.boolean().optional(),
  resolvedAt: at(),
});

export const ObjectionEvent = z.discriminatedUnion('type', [
  ObjectionUploaded,
  ObjectionRejected,
  ObjectionResolutionDecided,
  ObjectionResolved,
]);
export type ObjectionEvent = z.infer<typeof ObjectionEvent>;
