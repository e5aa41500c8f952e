import { JALKAL_FIELDS, type JalkalField, type WaterSewerChanges } from '@ptax/contracts';
import type { JalkalTextKey } from './texts';

/** How a value reads: a yes/no fact as a key to translate, a text as itself, nothing as "not recorded". */
export type Shown = { key: JalkalTextKey } | { text: string };

export interface ChangeLine {
  field: JalkalField;
  label: JalkalTextKey;
  before: Shown;
  after: Shown;
}

export function shown(value: unknown): Shown {
  if (value === true) return { key: 'value.yes' };
  if (value === false) return { key: 'value.no' };
  if (typeof value === 'string' && value !== '') return { text: value };
  return { key: 'value.empty' };
}

/** Each fact a request changes, in the forms' order, with its value before and after. */
export function changeLines(changes: WaterSewerChanges, previous: WaterSewerChanges): ChangeLine[] {
  return JALKAL_FIELDS.filter((field) => field in changes).map((field) => ({
    field,
    label: `field.${field}`,
    before: shown(previous[field]),
    after: shown(changes[field]),
  }));
}
