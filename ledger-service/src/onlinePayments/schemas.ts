import { z } from 'zod';
import {
  gatewayPayerSchema,
  optionalNumber,
  payerContactSchema,
  propertyUniqueId,
  requiredText,
} from '@ptax/contracts';

// Request bodies of the online payment calls, built from the spec's payer contact form (SPEC
// section 3 "Payer contact": firstname, phone, email, type) so the messages are the spec's.

export const PAYMENT_MESSAGES_ONLINE = {
  amountWhole: 'Amount must be a whole number of paise',
  typeChoice: 'Type must be whatsapp or sms',
  txnIdRequired: 'Transaction ID is required',
  tokenRequired: 'Payment link is required',
} as const;

// The payer of a gateway payment is contracts gatewayPayerSchema, which the citizen's form checks
// too: the email is optional; checkoutFor gives the gateway a placeholder when there is none.
export const initiatePaymentSchema = gatewayPayerSchema.extend({
  propertyUniqueId: propertyUniqueId(),
  /** Absent: the whole amount payable today; present: a part payment (checked against the dues). */
  amountPaise: optionalNumber('Amount', (n) => n.int(PAYMENT_MESSAGES_ONLINE.amountWhole)),
});
export type InitiatePaymentInput = z.infer<typeof initiatePaymentSchema>;

/** A payment link's payer, paying that link's transaction (its amount is fixed). */
export const linkCheckoutSchema = gatewayPayerSchema.extend({
  token: requiredText(PAYMENT_MESSAGES_ONLINE.tokenRequired),
});
export type LinkCheckoutInput = z.infer<typeof linkCheckoutSchema>;

export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
const channel = requiredText('Type is required').refine(
  (value) => (MESSAGE_CHANNELS as readonly string[]).includes(value),
  PAYMENT_MESSAGES_ONLINE.typeChoice,
);

/** easyCollect: the spec's payer contact (email optional), for one property. */
export const easyCollectSchema = payerContactSchema.extend({
  propertyUniqueId: propertyUniqueId(),
  type: channel,
});
export type EasyCollectInput = z.infer<typeof easyCollectSchema>;

export const easyCollectBulkSchema = z.object({
  zoneId: z.string().trim().min(1).optional(),
  wardId: z.string().trim().min(1).optional(),
  mohallaId: z.string().trim().min(1).optional(),
});

export const bulkTypeSchema = z.object({ type: channel });

export const txnIdSchema = z.object({ txnId: requiredText(PAYMENT_MESSAGES_ONLINE.txnIdRequired) });
