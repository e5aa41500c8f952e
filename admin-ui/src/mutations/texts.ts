import type { mutationsEn } from './i18n';

// The translation keys of this folder's labels (i18n.ts, spread into providers/i18n as `mutations`).

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type MutationsTextKey = Paths<typeof mutationsEn>;

/** The full key of a label, e.g. mk('column.status'): react-admin translates it where it shows. */
export const mk = (key: MutationsTextKey) => `ptax.mutations.${key}`;
