// The card provider's (snn-payments) signatures, Razorpay style: HMAC-SHA256 with the key secret,
// over the exact bytes received (webhook body), or over the checkout fields in a canonical order.
import { hmacSha256Hex } from './signatures';

/** The header a webhook carries its signature in. */
export const SNN_SIGNATURE_HEADER = 'x-snn-signature';

export const snnPayloadSignature = (secret: string, payload: string) => hmacSha256Hex(secret, payload);

/** Sorted name=value pairs, form-encoded: the same string on both sides whatever the field order. */
export function snnFieldsSignature(secret: string, fields: Record<string, string>): string {
  const sorted = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return hmacSha256Hex(secret, new URLSearchParams(sorted).toString());
}

/** What the provider signs and posts: a payment event as a JSON body. */
export interface SnnPaymentEvent {
  event: 'payment.captured' | 'payment.failed';
  payment: { id: string; txnid: string; amount: number; currency: 'INR'; status: 'captured' | 'failed' };
}
