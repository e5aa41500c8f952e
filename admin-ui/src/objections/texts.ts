import type { en } from '../providers/i18n/en';

// The translation keys of this folder's labels (providers/i18n: en.ts and hi.ts, `objections`).

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type ObjectionsTextKey = Paths<typeof en.objections>;

/** The full key of a label, e.g. ok('column.status'): react-admin translates it where it shows. */
export const ok = (key: ObjectionsTextKey) => `ptax.objections.${key}`;

/** The key of a status's or an uploader type's name (raw values fall back to themselves). */
export const statusKey = (status: unknown) => `ptax.objections.status.${String(status)}`;
export const uploaderKey = (type: unknown) => `ptax.objections.uploader.${String(type)}`;
