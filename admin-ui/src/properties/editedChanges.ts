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
