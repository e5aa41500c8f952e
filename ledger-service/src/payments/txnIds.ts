import { randomBytes } from 'node:crypto';
import { indiaDate } from '@ptax/contracts';

// Transaction ids of counter, POS and NEFT payments: 'TXN', the Indian day, then 10 random
// characters of Crockford's base32 (no I, L, O, U: nothing misread as 1 or 0), e.g.
// TXN20260412K7Q2M9XD4B. Fifty random bits make a repeat unlikely; InitiatePayment refuses an id
// whose stream exists, and the caller then draws another, so an id is never reused.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 10;

export function newCounterTxnId(now: number): string {
  const day = indiaDate(now).replace(/-/g, '');
  const random = Array.from(randomBytes(RANDOM_CHARACTERS), (byte) => ALPHABET[byte % 32]).join('');
  return `TXN${day}${random}`;
}
