// How a seeded payment is made: its mode (shares as in UP's corporations), the instrument the form
// records for it, its transaction id in the product's format, and the hour it is made at (counters
// open 10:00-17:00 India time; citizens pay online from early morning to late at night).
import type { PaymentInstrument } from '@ptax/contracts';
import type { PaymentMode } from '../../payments/payment';
import { uuidFrom } from '../../tax/fingerprint';
import { timeOn } from './days';

export type { PaymentMode };

/** Shares of the modes by count (counter cash still leads). */
const MODES: [PaymentMode, number][] = [
  ['cash', 32],
  ['online', 24],
  ['cheque', 10],
  ['dd', 4],
  ['pos', 14],
  ['neft', 10],
  ['link', 6],
];

export function mode(random: () => number): PaymentMode {
  let r = random() * 100;
  for (const [m, weight] of MODES) if ((r -= weight) < 0) return m;
  return 'cash';
}

export const isOnline = (m: PaymentMode) => m === 'online' || m === 'link';
/** Made at a counter, so only on the days and hours it is open (NEFT proofs are entered there too). */
export const atCounter = (m: PaymentMode) => !isOnline(m);

const BANKS = ['State Bank of India', 'Punjab National Bank', 'Bank of Baroda', 'Canara Bank', 'HDFC Bank'];

export const INSTRUMENTS: Partial<Record<PaymentMode, (txnId: string, bank: number) => PaymentInstrument>> = {
  cheque: (n, b) => ({ chequeNo: n.slice(-6), bankName: BANKS[b], issuerName: 'Self' }),
  dd: (n, b) => ({ ddNumber: n.slice(-6), bankName: BANKS[b] }),
  pos: (n) => ({ refId: `POS${n.slice(-8)}` }),
  neft: (n) => ({ refId: `UTR${n.slice(-12)}`, ifscCode: 'BARB0LUCKNO' }),
};

export const bankIndex = (random: () => number) => Math.floor(random() * BANKS.length);

/** The product's formats: TXN + day at the counter (payments/txnIds.ts), OP / LK + day online. */
export function txnIdOf(m: PaymentMode, day: string, seed: string): string {
  const random = uuidFrom(seed).replace(/-/g, '').toUpperCase();
  if (!isOnline(m)) return `TXN${day.replace(/-/g, '')}${random.slice(0, 10)}`;
  return `${m === 'online' ? 'OP' : 'LK'}${day.replace(/-/g, '').slice(2)}${random.slice(0, 12)}`;
}

/** When a payment of this mode is made on the day. */
export function paidMoment(m: PaymentMode, day: string, random: () => number): string {
  // Online from 07:00 to 23:00, at the counter from 10:00 to 17:00.
  return isOnline(m) ? timeOn(day, 420 + random() * 960) : timeOn(day, 600 + random() * 420);
}

/** A reviewer's or clerk's moment of the day (clearing, approvals, shifts): 11:00 to 16:00. */
export const officeMoment = (day: string, random: () => number) => timeOn(day, 660 + random() * 300);
