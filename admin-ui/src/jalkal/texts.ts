import type { jalkalEn } from './i18n';

// The translation keys of this folder's labels (i18n.ts, spread into providers/i18n as `jalkal`).

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type JalkalTextKey = Paths<typeof jalkalEn>;

/** The full key of a label, e.g. jk('column.status'): react-admin translates it where it shows. */
export const jk = (key: JalkalTextKey) => `ptax.jalkal.${key}`;
