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
