import { z } from 'zod';
import { mutationFeeComputation } from '../mutation/fee';
import { MutationFeeTableAdopted } from '../mutation/feeTable';
import { MUTATION_REASONS } from '../mutation/reasons';
import { at, eventSchema, id, paise } from './common';

// Stream `mutation-<mutationId>`: a change of owner (DOMAIN.md "Mutation"), requested, then approved
// or rejected. Each decision is the first write of a process (ledger-service/src/mutation/process.ts)
// whose later steps land on the property's stream: the fee charged (MutationFeeCharged) after the
// request, the owner changed (OwnerDetailsUpdated with the mutationId) after an approval, the fee
// waived or refunded (MutationFeeWaived) after a rejection. The fee table's versions are in
// `mutationFeeTable` (mutation/feeTable.ts).

export const mutationStream = (mutationId: string) => `mutation-${mutationId}`;

/** The new owner as the request names them (SPEC section 3, Mutation). */
export const mutationOwner = z.object({
  ownerName: z.string().min(1),
  fatherName: z.string().optional(),
  husbandName: z.string().optional(),
  mobileNumber: z.string().min(1),
  houseNumber: z.string().optional(),
  ptinNo: z.string().optional(),
});
export type MutationOwner = z.infer<typeof mutationOwner>;

/** The owner on the register when the request was made. */
export const previousOwner = z.object({
  ownerName: z.string().min(1),
  fatherName: z.string().optional(),
  husbandName: z.string().optional(),
});

export const MutationRequested = eventSchema('MutationRequested', 1, {
  mutationId: id(),
  propertyUniqueId: id(),
  reason: z.enum(MUTATION_REASONS),
  owner: mutationOwner,
  previousOwner,
  deedNumber: z.string().min(1),
  /** YYYY-MM-DD. */
  deedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  documentValuePaise: paise(),
  marketValuePaise: paise(),
  /** Stored file keys with the names they were uploaded under. */
  documents: z.array(z.object({ id: id(), name: z.string().min(1) })),
  /** The fee as worked out from the table in force on the day: the ledger charges its amount. */
  fee: mutationFeeComputation,
  requestedAt: at(),
});

export const MutationApproved = eventSchema('MutationApproved', 1, {
  mutationId: id(),
  propertyUniqueId: id(),
  /** The approving official (SPEC: approve takes userId and remarks). */
  userId: id(),
  remarks: z.string().min(1),
  approvedAt: at(),
});

export const MutationRejected = eventSchema('MutationRejected', 1, {
  mutationId: id(),
  propertyUniqueId: id(),
  userId: id(),
  remarks: z.string().min(1),
  rejectedAt: at(),
});

export const MutationEvent = z.discriminatedUnion('type', [
  MutationRequested,
  MutationApproved,
  MutationRejected,
  MutationFeeTableAdopted,
]);
export type MutationEvent = z.infer<typeof MutationEvent>;
