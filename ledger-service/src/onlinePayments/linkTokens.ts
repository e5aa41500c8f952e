import { hmacSha256Hex, signaturesMatch } from '../gateway/signatures';

// A payment link names its transaction and proves that we made it: `<txnId>.<signature>`, the
// signature an HMAC of the txn id with the deployment's secret. Without the secret nobody can turn
// a guessed or changed txn id into a link that pays someone else's bill. 128 bits of the HMAC keep
// the link short enough for an SMS.

const SIGNATURE_HEX_LENGTH = 32;
const signatureOf = (secret: string, txnId: string) =>
  hmacSha256Hex(secret, `payment-link:${txnId}`).slice(0, SIGNATURE_HEX_LENGTH);

export function linkToken(secret: string, txnId: string): string {
  return `${txnId}.${signatureOf(secret, txnId)}`;
}

/** The txn id of a genuine token, or null. */
export function txnIdOfLinkToken(secret: string, token: string): string | null {
  const [txnId, signature, ...rest] = token.split('.');
  if (!txnId || !signature || rest.length) return null;
  return signaturesMatch(signatureOf(secret, txnId), signature) ? txnId : null;
}
