import { humanizeName, logEventLabel } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import type { logsEn } from './i18n';

// The translation keys of the Logs screen (i18n.ts, spread in as `ptax.logs`).

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type LogsTextKey = Paths<typeof logsEn>;

/** The full key of a label, e.g. lk('column.when'): react-admin translates it where it shows. */
export const lk = (key: LogsTextKey) => `ptax.logs.${key}`;

/** The names of changes and fields in the screen's language; one it does not know reads as its name in words. */
export function useLogNames() {
  const translate = useTranslate();
  return {
    translate,
    change: (type: string) => translate(`ptax.logs.event.${type}`, { _: logEventLabel(type) }),
    field: (field: string) => translate(`ptax.logs.field.${field}`, { _: humanizeName(field) }),
  };
}
