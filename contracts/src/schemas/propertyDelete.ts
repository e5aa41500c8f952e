import { z } from 'zod';
import { REASON_MIN_LENGTH } from '../constants';
import { requiredText } from './common';
import { propertyUniqueId } from './propertyId';

// SPEC section 5, property delete (POST properties/delete).

export const PROPERTY_DELETE_MESSAGES = {
  noIds: 'At least one property ID is required',
  reasonMin: `Reason must be at least ${REASON_MIN_LENGTH} characters`,
  requestedByLetters: 'Requested by can only contain letters and spaces',
} as const;

export const propertyDeleteSchema = z.object({
  propertyIds: z
    .array(propertyUniqueId(), {
      error: (issue) => (issue.input === undefined ? PROPERTY_DELETE_MESSAGES.noIds : 'Must be a list'),
    })
    .min(1, PROPERTY_DELETE_MESSAGES.noIds),
  reason: requiredText('Reason is required').min(REASON_MIN_LENGTH, PROPERTY_DELETE_MESSAGES.reasonMin),
  requestedBy: requiredText('Requested by is required').regex(
    /^[A-Za-z ]*$/,
    PROPERTY_DELETE_MESSAGES.requestedByLetters,
  ),
});
export type PropertyDeleteInput = z.infer<typeof propertyDeleteSchema>;
