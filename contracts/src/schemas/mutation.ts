import { z } from 'zod';
import { REMARKS_MIN_LENGTH } from '../constants';
import { ALWAYS, MOBILE_MESSAGES, mobile, optionalText, requiredText } from './common';
import { fatherOrHusbandShape, requireFatherOrHusband } from './fatherOrHusband';
import { ptinNo } from './oldProperty';
import { REMARKS_MIN_MESSAGE } from './paymentRequests';
import { optionalPropertyUniqueId } from './propertyId';

// SPEC sections 3 and 7: a mutation (change of owner) request, and its approval.

export const mutationSchema = z
  .object({
    propertyUniqueId: optionalPropertyUniqueId(),
    ownerName: requiredText('Owner name is required'),
    ...fatherOrHusbandShape,
    mobileNumber: mobile(MOBILE_MESSAGES.notValid, 'Mobile number is required'),
    houseNumber: optionalText(),
    PTINNo: z.preprocess((v) => (v === '' || v === null ? undefined : v), ptinNo().optional()),
  })
  .superRefine(requireFatherOrHusband, ALWAYS);
export type MutationInput = z.infer<typeof mutationSchema>;

/** PATCH mutations/approve/{id}. */
export const mutationApproveSchema = z.object({
  userId: requiredText('User ID is required'),
  remarks: requiredText('Remarks are required').min(REMARKS_MIN_LENGTH, REMARKS_MIN_MESSAGE),
});
export type MutationApproveInput = z.infer<typeof mutationApproveSchema>;
