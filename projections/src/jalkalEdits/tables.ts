import type { TableNames } from '../projection';

export type JalkalEditTable = 'jalkal_edits';
export const JALKAL_EDIT_TABLES: readonly JalkalEditTable[] = ['jalkal_edits'];

// The jalkal edit requests (POST jalkal/pending and its siblings, the jalkal dashboard): one row per
// request, written when raised, updated when decided and when an approval is carried out. Where the
// property is (owner, zone, ward, mohalla) is read from `properties` when listing, as objections do.
export function createJalkalEditTables(t: TableNames<JalkalEditTable>): string {
  return `
    CREATE TABLE ${t.jalkal_edits} (
      jalkal_edit_id text PRIMARY KEY,
      property_unique_id text NOT NULL,
      -- { waterTaxApplicable?, sewerageConnectionAvailable?, sourceOfWater?, waterConnectionNumber? }
      changes jsonb NOT NULL,
      previous jsonb NOT NULL,
      reason text NOT NULL,
      effective_on date NOT NULL,
      -- [{ "id": stored file key, "name": file name }]
      documents jsonb NOT NULL,
      requested_by text,
      requested_at timestamptz NOT NULL,
      -- Calendar days in India, for the date filters.
      requested_on date NOT NULL,
      -- The financial year of the request's effective date: the year its tax change belongs to.
      financial_year text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
      decided_by text,
      comment text,
      decided_at timestamptz,
      decided_on date,
      -- The financial year of the decision: decided in an earlier year than today's means archived.
      decided_year text,
      -- { waterPaise, sewerPaise } of the year before and after the change.
      tax_before jsonb,
      tax_after jsonb,
      completed_at timestamptz,
      reassessed boolean,
      demand_replaced boolean,
      revision integer NOT NULL
    );
    CREATE INDEX ${t.jalkal_edits}_requested ON ${t.jalkal_edits} (requested_at DESC, jalkal_edit_id DESC)
      WHERE status = 'pending';
    CREATE INDEX ${t.jalkal_edits}_decided ON ${t.jalkal_edits} (status, decided_year, decided_at DESC, jalkal_edit_id DESC)
      WHERE status <> 'pending';
    CREATE INDEX ${t.jalkal_edits}_property ON ${t.jalkal_edits} (property_unique_id);
    -- Approvals not yet carried out: what the process worker looks for.
    CREATE INDEX ${t.jalkal_edits}_unfinished ON ${t.jalkal_edits} (decided_at)
      WHERE status = 'approved' AND completed_at IS NULL;`;
}
