import { PAYMENT_TRANSACTION_TYPES } from '@ptax/contracts';
import type { Choice } from '../properties/geography';

/** The counter's modes: the spec's Cash, Cheque and DD, and the card machine. */
export const COUNTER_MODE_CHOICES: Choice[] = [
  { id: PAYMENT_TRANSACTION_TYPES.cash, name: 'Cash' },
  { id: PAYMENT_TRANSACTION_TYPES.cheque, name: 'Cheque' },
  { id: PAYMENT_TRANSACTION_TYPES.dd, name: 'DD' },
  { id: 'POS', name: 'POS (card machine)' },
];

/** Whether the payment settles everything due or a part of it. */
export const PAYMENT_TYPE_CHOICES: Choice[] = [
  { id: 'full', name: 'Full payment' },
  { id: 'part', name: 'Part payment' },
];

/** How a bank transfer was sent. */
export const NEFT_MODE_CHOICES: Choice[] = [
  { id: 'NEFT', name: 'NEFT' },
  { id: 'RTGS', name: 'RTGS' },
  { id: 'IMPS', name: 'IMPS' },
];

/** The instrument fields each counter mode keeps; the others are not sent. */
export const INSTRUMENT_FIELDS: Record<string, readonly string[]> = {
  [PAYMENT_TRANSACTION_TYPES.cheque]: ['chequeNo', 'bankName', 'issuerName', 'ifscCode'],
  [PAYMENT_TRANSACTION_TYPES.dd]: ['ddNumber', 'bankName', 'issuerName', 'ifscCode'],
};
