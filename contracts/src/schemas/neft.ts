import { z } from 'zod';
import { MOBILE_MESSAGES, email, mobile, requiredText, rupees } from './common';
import { optionalIfsc } from './ifsc';

// SPEC section 5, NEFT payment and the payer contact of a payment link.

export const NEFT_AMOUNT_NEGATIVE_MESSAGE = 'Amount can not be negative';

export const neftPaymentSchema = z.object({
  payerName: requiredText('Payer name is required'),
  payerMobile: mobile(MOBILE_MESSAGES.payer, 'Mobile number is required'),
  refId: requiredText('Reference ID is required'),
  debitAccountNo: requiredText('Debit account number is required'),
  ifscCode: optionalIfsc(),
  transactionType: requiredText('Transaction type is required'),
  paymentType: requiredText('Payment type is required'),
  /** Rupees. */
  amount: rupees('Amount', (n) => n.nonnegative(NEFT_AMOUNT_NEGATIVE_MESSAGE)),
});
export type NeftPaymentInput = z.infer<typeof neftPaymentSchema>;

/** Who receives a payment link by message (easyCollect). */
export const payerContactSchema = z.object({
  firstname: requiredText('First name is required'),
  phone: mobile(MOBILE_MESSAGES.payer, 'Mobile number is required'),
  email: email(),
  type: requiredText('Type is required'),
});
export type PayerContactInput = z.infer<typeof payerContactSchema>;

export const PAYER_NAME_REQUIRED_MESSAGE = 'Payer name is required';

/**
 * The payer of a gateway checkout (the citizen's pay form, a payment link): the name as the form
 * labels it ("Payer name") and the mobile number; the email is optional, since many citizens have
 * none (the server gives the gateway a placeholder then: docs/DECISIONS.md).
 */
export const gatewayPayerSchema = payerContactSchema
  .omit({ type: true })
  .extend({ firstname: requiredText(PAYER_NAME_REQUIRED_MESSAGE) });
export type GatewayPayerInput = z.infer<typeof gatewayPayerSchema>;
