// The ledger read model: one row per property (its folded LedgerState, where it sits, its latest
// assessment per year), one row per property and year (the money per head, for reports, the
// defaulters list and the demand runs), one row per money event (the ledger screen), and the
// mohallas and years in which demands have been raised (what the demand-on-assessment worker reads),
// the sums of the year rows per place (placeYears.ts: what the demand reports read) and each
// property's dues (dues.ts: what the defaulters list reads).
import type { TableNames } from '../projection';

export const LEDGER_TABLES = [
  'ledger_accounts',
  'ledger_years',
  'ledger_entries',
  'ledger_demand_years',
  'ledger_place_years',
  'ledger_accrual_day',
  'ledger_dues',
] as const;
export type LedgerTable = (typeof LEDGER_TABLES)[number];

/** The read model's views (the runner points them at the active version): what readers use. */
export const LEDGER_VIEWS = Object.fromEntries(
  LEDGER_TABLES.map((table) => [table, table]),
) as TableNames<LedgerTable>;

export const HEADS = ['house', 'water', 'sewer'] as const;

/** The per-head money columns of ledger_years, in the order rows.ts writes them. */
export const YEAR_MONEY = [
  'demand',
  'adjustment',
  'rebate',
  'principal_paid',
  'interest_charged',
  'interest_paid',
  'unpaid',
] as const;

export const yearMoneyColumns = YEAR_MONEY.flatMap((kind) => HEADS.map((head) => `${kind}_${head}`));

/**
 * A year whose latest assessment came after its demand (or that has no demand): the demand run and
 * the worker raise it. Readers must spell the partial index's predicate exactly like this.
 */
export const DEMAND_PENDING = `assessed_revision > coalesce(demand_revision, -1)`;

export function createLedgerTables(t: TableNames<LedgerTable>): string {
  const money = yearMoneyColumns.map((column) => `${column} bigint NOT NULL DEFAULT 0`).join(',\n      ');
  const sum = (kind: string) => HEADS.map((head) => `${kind}_${head}`).join(' + ');
  return `
    -- Rewritten on every batch that touches the property: room on the page keeps updates HOT.
    CREATE TABLE ${t.ledger_accounts} (
      property_unique_id text PRIMARY KEY,
      revision integer NOT NULL,
      zone_id text,
      ward_id text,
      mohalla_id text,
      house_category text,
      owner_name text,
      status text NOT NULL,
      advance_paise bigint NOT NULL DEFAULT 0,
      state jsonb NOT NULL,
      assessments jsonb NOT NULL DEFAULT '{}',
      demand_revisions jsonb NOT NULL DEFAULT '{}'
    ) WITH (fillfactor = 70);
    CREATE INDEX ON ${t.ledger_accounts} (zone_id, property_unique_id);
    CREATE INDEX ON ${t.ledger_accounts} (ward_id, property_unique_id);
    CREATE INDEX ON ${t.ledger_accounts} (mohalla_id, property_unique_id);

    CREATE TABLE ${t.ledger_years} (
      property_unique_id text NOT NULL,
      financial_year text NOT NULL,
      revision integer NOT NULL,
      zone_id text,
      ward_id text,
      mohalla_id text,
      house_category text,
      status text NOT NULL,
      demand_id text,
      demand_revision integer,
      arv_paise bigint,
      ${money},
      demand_paise bigint GENERATED ALWAYS AS (${sum('demand')}) STORED,
      unpaid_paise bigint GENERATED ALWAYS AS (${sum('unpaid')}) STORED,
      interest_charged_to date NOT NULL,
      assessed_revision integer,
      assessment_version integer,
      inputs_fingerprint text,
      PRIMARY KEY (property_unique_id, financial_year)
    ) WITH (fillfactor = 80);
    CREATE INDEX ON ${t.ledger_years} (financial_year, zone_id, ward_id, mohalla_id);
    CREATE INDEX ON ${t.ledger_years} (financial_year, mohalla_id, property_unique_id)
      WHERE ${DEMAND_PENDING} AND status = 'active';

    CREATE TABLE ${t.ledger_entries} (
      property_unique_id text NOT NULL,
      revision integer NOT NULL,
      position bigint NOT NULL,
      type text NOT NULL,
      financial_year text,
      house_paise bigint NOT NULL DEFAULT 0,
      water_paise bigint NOT NULL DEFAULT 0,
      sewer_paise bigint NOT NULL DEFAULT 0,
      amount_paise bigint NOT NULL,
      txn_id text,
      receipt_number text,
      recorded_at timestamptz NOT NULL,
      effective_on date NOT NULL,
      description text NOT NULL,
      details jsonb,
      PRIMARY KEY (property_unique_id, revision)
    );

    CREATE TABLE ${t.ledger_demand_years} (
      financial_year text NOT NULL,
      mohalla_id text NOT NULL,
      first_raised_at timestamptz NOT NULL,
      PRIMARY KEY (financial_year, mohalla_id)
    );`;
}
