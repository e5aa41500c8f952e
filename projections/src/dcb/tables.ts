// The DCB read model: what each money event changed on its property's ledger, per year and head, filed
// under the India day it took effect (the audit ledger view's day), so the DCB as of any day is a sum
// over days (docs/DECISIONS.md "DCB as of any date (issue 11)"). Money in integer paise.
import type { TableNames } from '../projection';
import { HEADS } from '../ledger/tables';

export type DcbTable = 'dcb_accounts' | 'dcb_changes' | 'dcb_days' | 'dcb_months' | 'dcb_years';

/**
 * The tables of sums per period and the first day of a change day's period, as SQL over `day`. A sum as
 * of D reads whole financial years before D's, whole months of D's year before D's month, then days.
 */
export const DCB_PERIODS: [DcbTable, string][] = [
  ['dcb_days', 'day'],
  ['dcb_months', "date_trunc('month', day)::date"],
  ['dcb_years', "make_date(extract(year FROM day - interval '3 months')::int, 4, 1)"],
];

/** Cumulative ledger quantities per year, whose day-by-day changes are kept (x house / water / sewer). */
export const DCB_KINDS = ['demand', 'rebate', 'paid', 'interest_charged', 'interest_paid'] as const;
export type DcbKind = (typeof DCB_KINDS)[number];

export const DCB_COLUMNS = DCB_KINDS.flatMap((kind) => HEADS.map((head) => `${kind}_${head}`));

const money = DCB_COLUMNS.map((column) => `${column} bigint NOT NULL DEFAULT 0`).join(',\n      ');

export function createDcbTables(t: TableNames<DcbTable>): string {
  return `
    -- The ledger of each property as this read model folded it, and where it sits now.
    CREATE TABLE ${t.dcb_accounts} (
      property_unique_id text PRIMARY KEY,
      revision integer NOT NULL,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      mohalla_id text NOT NULL,
      counted boolean NOT NULL,
      state jsonb NOT NULL
    );
    -- Per property, demand year and day: the changes of that day, and interest charged to (after it).
    -- Rows carry the property's place now; counted = the property is active now.
    CREATE TABLE ${t.dcb_changes} (
      property_unique_id text NOT NULL,
      financial_year text NOT NULL,
      day date NOT NULL,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      mohalla_id text NOT NULL,
      counted boolean NOT NULL,
      ${money},
      interest_charged_to date NOT NULL,
      PRIMARY KEY (property_unique_id, financial_year, day)
    );
    CREATE INDEX ${t.dcb_changes}_mohalla ON ${t.dcb_changes} (mohalla_id, property_unique_id) WHERE counted;
    CREATE INDEX ${t.dcb_changes}_year ON ${t.dcb_changes} (financial_year, zone_id, ward_id) WHERE counted;
    -- The sums of the counted rows per day, month and financial year (under the period's first day), place
    -- and demand year: what the city, zone, ward and mohalla levels read.
    ${DCB_PERIODS.map(
      ([table]) => `CREATE TABLE ${t[table]} (
      day date NOT NULL,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      mohalla_id text NOT NULL,
      financial_year text NOT NULL,
      ${money},
      PRIMARY KEY (day, zone_id, ward_id, mohalla_id, financial_year)
    );
    CREATE INDEX ${t[table]}_place ON ${t[table]} (zone_id, ward_id, day);`,
    ).join('\n    ')}`;
}
