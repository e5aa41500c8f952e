// What changed in one edit of a property, from the rows of GET properties/edited.

type Row = Record<string, unknown>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const pick = (row: Row, names: string[]) =>
  names.map((name) => row[name]).find((value) => value !== undefined);
const BEFORE = ['before', 'old', 'oldValue', 'from', 'previous'];
const AFTER = ['after', 'new', 'newValue', 'to', 'value', 'current'];

/**
 * The changed fields with their values before and after: a list of { field, before, after } or an
 * object { field: { before, after } }, under `changes` (or `changedFields`).
 */
export function changesOf(row: Row): FieldChange[] {
  const changes = row.changes ?? row.changedFields;
  if (Array.isArray(changes)) {
    return (changes as Row[]).map((change) => ({
      field: String(pick(change, ['field', 'name', 'key']) ?? ''),
      before: pick(change, BEFORE),
      after: pick(change, AFTER),
    }));
  }
  if (changes && typeof changes === 'object') {
    return Object.entries(changes as Row).map(([field, change]) =>
      change && typeof change === 'object' && !Array.isArray(change)
        ? { field, before: pick(change as Row, BEFORE), after: pick(change as Row, AFTER) }
        : { field, before: undefined, after: change },
    );
  }
  return [];
}

/** A value as it reads in the change list; money fields are paise. */
export function changeText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.endsWith('Paise') && typeof value === 'number') return (value / 100).toFixed(2);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'oldArvPaise' -> 'Old ARV', 'isMetroRailProperty' -> 'Is Metro Rail Property', 'emailId' -> 'Email ID'. */
export const fieldLabel = (field: string) =>
  field
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/\b(Arv|Id)\b/g, (word) => word.toUpperCase());
