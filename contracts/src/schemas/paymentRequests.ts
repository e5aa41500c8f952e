import { z } from 'zod';
import { REMARKS_MIN_LENGTH } from '../constants';
import { ALWAYS, mustDiffer, requiredText } from './common';
import { propertyUniqueId } from './propertyId';

// SPEC section 5: shifting a payment to another property, and cancelling a payment.

export const SAME_PROPERTY_SHIFT_MESSAGE = 'The payment is already on this property';
export const REMARKS_MIN_MESSAGE = `Remarks must be at least ${REMARKS_MIN_LENGTH} characters`;

export const paymentShiftSchema = z
  .object({
    paidPUID: propertyUniqueId('Property ID the payment was made to is required'),
    shiftPUID: propertyUniqueId('Property ID to shift the payment to is required'),
    requestedBy: requiredText('Requested by is required'),
  })
  .superRefine(mustDiffer('paidPUID', 'shiftPUID', SAME_PROPERTY_SHIFT_MESSAGE), ALWAYS);
export type PaymentShiftInput = z.infer<typeof paymentShiftSchema>;

export const cancelPaymentSchema = z.object({
  txnID: requiredText('Transaction ID is required'),
  remarks: requiredText('Remarks are required').min(REMARKS_MIN_LENGTH, REMARKS_MIN_MESSAGE),
});
export type CancelPaymentInput = z.infer<typeof cancelPaymentSchema>;
