import { z } from 'zod';
import { at, eventSchema, id } from './common';

// Stream `mutation-<mutationId>`: a change of owner, requested then approved or rejected. Approval
// also appends OwnerDetailsUpdated (with the mutationId) to the property stream.

export const mutationStream = (mutationId: string) => `mutation-${mutationId}`;

export const MutationRequested = eventSchema('MutationRequested', 1, {
  mutationId: id(),
  propertyUniqueId: id(),
  ownerName: z.string().min(1),
  fatherName: z.string().optional(),
  husbandName: z.string().optional(),
  mobileNumber: z.string().min(1),
  houseNumber: z.string().optional(),
  ptinNo: z.string().optional(),
  documentIds: z.array(id()),
  requestedAt: at(),
});

export const MutationApproved = eventSchema('MutationApproved', 1, {
  mutationId: id(),
  userId: id(),
  remarks: z.string().min(1),
  approvedAt: at(),
});

export const MutationRejected = eventSchema('MutationRejected', 1, {
  mutationId: id(),
  userId: id(),
  remarks: z.string().optional(),
  rejectedAt: at(),
});

export const MutationEvent = z.discriminatedUnion('type', [
  MutationRequested,
  MutationApproved,
  MutationRejected,
]);
export type MutationEvent = z.infer<typeof MutationEvent>;
