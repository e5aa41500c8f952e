// Records of the old (pre-survey) tax register, looked up by PTIN when a property is matched with one.
import type { TableNames } from '../projection';

export type OldPropertyTable = 'old_properties';

export function createOldPropertyTables(t: TableNames<OldPropertyTable>): string {
  return `
    CREATE TABLE ${t.old_properties} (
      old_property_id text PRIMARY KEY,
      ptin_no text NOT NULL UNIQUE,
      owner_name text,
      -- contracts oldPropertyRecord: every field of the old register, amounts in paise.
      record jsonb NOT NULL,
      linked_property_unique_id text,
      linked_at timestamptz,
      recorded_at timestamptz NOT NULL,
      recorded_by text,
      -- Revision of the last event of oldProperty-<id> applied to the row.
      revision integer NOT NULL
    );
    CREATE INDEX ${t.old_properties}_recorded ON ${t.old_properties} (recorded_at DESC, old_property_id);
    CREATE INDEX ${t.old_properties}_linked ON ${t.old_properties} (linked_property_unique_id);`;
}
