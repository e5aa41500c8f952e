import { randomBytes } from 'node:crypto';
import { indiaDate } from '@ptax/contracts';

// Our own transaction ids for gateway payments. PayU refuses ids longer than 25 characters (a UUID
// has 36); the id also opens the public status page, so it carries 60 random bits, and it starts
// with its kind and Indian day so a clerk on the phone with a citizen can read it out.
// 'OP250614' + 12 characters = 20 characters.

// Crockford's base32: no I, L, O, U, so nothing is misread as 1 or 0.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 12;

export type TxnKind = 'online' | 'link';
const PREFIX: Record<TxnKind, string> = { online: 'OP', link: 'LK' };

export function newTxnId(kind: TxnKind, now: number): string {
  const day = indiaDate(now).replace(/-/g, '').slice(2);
  const bytes = randomBytes(RANDOM_CHARACTERS);
  // 32 divides 256, so taking each byte modulo 32 keeps the characters uniform.
  const random = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
  return `${PREFIX[kind]}${day}${random}`;
}
