import type { en } from '../providers/i18n/en';

// The translation keys of this folder's labels (providers/i18n: en.ts and hi.ts, `transactions`).

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type TransactionsTextKey = Paths<typeof en.transactions>;

/** The full key of a label, e.g. tk('column.amount'): react-admin translates it where it shows. */
export const tk = (key: TransactionsTextKey) => `ptax.transactions.${key}`;

/** The key of a mode's or a status's name, with the raw value as the fallback. */
export const modeKey = (mode: unknown) => `ptax.transactions.mode.${String(mode)}`;
export const statusKey = (status: unknown) => `ptax.transactions.status.${String(status)}`;

/** Modes whose pending, success and rejected mean a cheque's or DD's standing on a counter screen. */
const COUNTER_MODES: readonly string[] = ['cash', 'cheque', 'dd', 'pos'];
const COUNTER_STATUS_KEYS: Record<string, TransactionsTextKey> = {
  pending: 'status.realising',
  success: 'status.successOrCleared',
  rejected: 'status.bounced',
};

/**
 * The name of a status in a screen's filter: where only counter modes are listed, a pending payment
 * is a cheque or DD counted subject to realisation and a rejected one bounced.
 */
export function filterStatusKey(status: string, modes: readonly string[] | undefined): string {
  const counterOnly = Boolean(modes?.length) && modes!.every((mode) => COUNTER_MODES.includes(mode));
  const key = counterOnly ? COUNTER_STATUS_KEYS[status] : undefined;
  return key ? tk(key) : statusKey(status);
}
