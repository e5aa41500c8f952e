import { createHmac, timingSafeEqual } from 'node:crypto';

// The links printed on a receipt. The verification link carries the receipt number and an HMAC of it
// under the deployment's secret: a link made up for a number we never signed is refused, so a
// forged paper receipt cannot point to a page that calls it genuine.

const SIGNATURE_CHARACTERS = 22; // 132 bits of base64url: plenty against guessing, short in a QR code.

const signatureOf = (secret: string, receiptNumber: string) =>
  createHmac('sha256', secret)
    .update(`receipt:${receiptNumber}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARACTERS);

export const receiptToken = (secret: string, receiptNumber: string) =>
  `${receiptNumber}.${signatureOf(secret, receiptNumber)}`;

/** The receipt number a token vouches for, or null when its signature is not ours. */
export function receiptNumberOf(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const receiptNumber = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(secret, receiptNumber));
  return given.length === expected.length && timingSafeEqual(given, expected) ? receiptNumber : null;
}

export interface ReceiptLinks {
  pdfUrl: string;
  verifyUrl: string;
}

/**
 * `onProperty`: the property the receipt stands on (where it was paid, or the one a shift brought it
 * to). The PDF address names it: a receipt is served publicly only with its property id.
 */
export function receiptLinks(
  publicUrl: string,
  secret: string,
  receiptNumber: string,
  onProperty: string,
): ReceiptLinks {
  return {
    pdfUrl: `${publicUrl}/api/receipts/${encodeURIComponent(receiptNumber)}/pdf?property=${encodeURIComponent(onProperty)}`,
    // The QR opens the citizen page, which asks GET /api/receipts/verify/<token> and says genuine or not.
    verifyUrl: `${publicUrl}/paymentReceipt?verify=${encodeURIComponent(receiptToken(secret, receiptNumber))}`,
  };
}
