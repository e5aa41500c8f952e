import { PAYMENT_TRANSACTION_TYPES } from '@ptax/contracts';
import type { Choice } from '../properties/geography';

export const POS_MODE = 'POS';

/** The counter's modes: the spec's Cash, Cheque and DD, and the card machine. */
export const COUNTER_MODE_CHOICES: Choice[] = [
  { id: PAYMENT_TRANSACTION_TYPES.cash, name: 'Cash' },
  { id: PAYMENT_TRANSACTION_TYPES.cheque, name: 'Cheque' },
  { id: PAYMENT_TRANSACTION_TYPES.dd, name: 'DD' },
  { id: POS_MODE, name: 'POS (card machine)' },
];

/**
 * What the payment is for (the spec's `type`, kept with the payment). The money itself always goes
 * to interest, arrears, then the current year, whatever is chosen here.
 */
export const DEFAULT_PAYMENT_TYPE = 'Property Tax';
export const PAYMENT_TYPE_CHOICES: Choice[] = [{ id: DEFAULT_PAYMENT_TYPE, name: 'Property Tax' }];

/** How a bank transfer was sent. */
export const NEFT_MODE_CHOICES: Choice[] = [
  { id: 'NEFT', name: 'NEFT' },
  { id: 'RTGS', name: 'RTGS' },
  { id: 'IMPS', name: 'IMPS' },
];

/** The instrument fields each counter mode keeps; the others are not sent. */
export const INSTRUMENT_FIELDS: Record<string, readonly string[]> = {
  [PAYMENT_TRANSACTION_TYPES.cheque]: ['chequeNo', 'bankName', 'issuerName', 'ifscCode', 'instrumentDate'],
  [PAYMENT_TRANSACTION_TYPES.dd]: ['ddNumber', 'bankName', 'issuerName', 'ifscCode', 'instrumentDate'],
  /** The card machine's approval code. */
  [POS_MODE]: ['refId'],
};
