import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const sha512Hex = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

export const hmacSha256Hex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/**
 * Compares a received signature with the expected one in constant time, so response timing does
 * not reveal how many leading characters of a forged signature were right. Hex is compared
 * case-insensitively (some gateways send upper case).
 */
export function signaturesMatch(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex.toLowerCase(), 'utf8');
  const received = Buffer.from(receivedHex.toLowerCase(), 'utf8');
  // The length of a hex digest is public; only the content must not leak.
  return expected.length === received.length && timingSafeEqual(expected, received);
}
