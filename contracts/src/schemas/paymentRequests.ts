import { z } from 'zod';
import { REMARKS_MIN_LENGTH } from '../constants';
import { ALWAYS, mustDiffer, requiredText } from './common';
import { propertyUniqueId } from './propertyId';

// SPEC section 5: shifting a payment to another property, and cancelling a payment.

export const SAME_PROPERTY_SHIFT_MESSAGE = 'The payment is already on this property';
export const REMARKS_MIN_MESSAGE = `Remarks must be at least ${REMARKS_MIN_LENGTH} characters`;
export const SHIFT_REASON_MESSAGES = {
  required: 'Reason for the shift is required',
  min: `Reason must be at least ${REMARKS_MIN_LENGTH} characters`,
} as const;

export const paymentShiftSchema = z
  .object({
    paidPUID: propertyUniqueId('Property ID the payment was made to is required'),
    shiftPUID: propertyUniqueId('Property ID to shift the payment to is required'),
    requestedBy: requiredText('Requested by is required'),
    /** Why the money moves (printed on both properties' receipts). */
    reason: requiredText(SHIFT_REASON_MESSAGES.required).min(REMARKS_MIN_LENGTH, SHIFT_REASON_MESSAGES.min),
  })
  .superRefine(mustDiffer('paidPUID', 'shiftPUID', SAME_PROPERTY_SHIFT_MESSAGE), ALWAYS);
export type PaymentShiftInput = z.infer<typeof paymentShiftSchema>;

export const cancelPaymentSchema = z.object({
  txnID: requiredText('Transaction ID is required'),
  remarks: requiredText('Remarks are required').min(REMARKS_MIN_LENGTH, REMARKS_MIN_MESSAGE),
});
export type CancelPaymentInput = z.infer<typeof cancelPaymentSchema>;
