import type { TableNames } from '../projection';

export type SplitTable = 'property_splits';
export const SPLIT_TABLES: readonly SplitTable[] = ['property_splits'];

// The splits made (Split Properties, GET properties/splits) and the split process's list of the ones
// not yet completed: one row per PropertySplit, completed by PropertySplitCompleted. Where the parent
// is (zone, ward) is read from `properties` when listing.
export function createSplitTables(t: TableNames<SplitTable>): string {
  return `
    CREATE TABLE ${t.property_splits} (
      split_id text PRIMARY KEY,
      property_unique_id text NOT NULL,
      new_property_unique_ids text[] NOT NULL,
      financial_year text NOT NULL,
      -- { plotArea, floors } the parent keeps, and [{ propertyUniqueId, plotArea, floors }] of the children.
      remains jsonb NOT NULL,
      children jsonb NOT NULL,
      previous jsonb NOT NULL,
      bill_now boolean NOT NULL,
      split_at timestamptz NOT NULL,
      split_by text,
      completed_at timestamptz
    );
    CREATE INDEX ${t.property_splits}_at ON ${t.property_splits} (split_at DESC, split_id DESC);
    CREATE INDEX ${t.property_splits}_parent ON ${t.property_splits} (property_unique_id);
    CREATE INDEX ${t.property_splits}_children ON ${t.property_splits} USING gin (new_property_unique_ids);
    CREATE INDEX ${t.property_splits}_unfinished ON ${t.property_splits} (split_at) WHERE completed_at IS NULL;`;
}
