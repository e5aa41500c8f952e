// The columns of the ledger tables as a batch writes them: name and PostgreSQL type, in the order
// of the arrays passed to unnest.
import { yearMoneyColumns } from './tables';

export type Column = [name: string, type: string];

export const ACCOUNT_COLUMNS: Column[] = [
  ['property_unique_id', 'text'],
  ['revision', 'integer'],
  ['zone_id', 'text'],
  ['ward_id', 'text'],
  ['mohalla_id', 'text'],
  ['house_category', 'text'],
  ['owner_name', 'text'],
  ['status', 'text'],
  ['advance_paise', 'bigint'],
  ['state', 'jsonb'],
  ['assessments', 'jsonb'],
  ['demand_revisions', 'jsonb'],
];

export const YEAR_COLUMNS: Column[] = [
  ['property_unique_id', 'text'],
  ['financial_year', 'text'],
  ['revision', 'integer'],
  ['zone_id', 'text'],
  ['ward_id', 'text'],
  ['mohalla_id', 'text'],
  ['house_category', 'text'],
  ['status', 'text'],
  ['demand_id', 'text'],
  ['demand_revision', 'integer'],
  ['arv_paise', 'bigint'],
  ...yearMoneyColumns.map((name): Column => [name, 'bigint']),
  ['interest_charged_to', 'date'],
  ['assessed_revision', 'integer'],
  ['assessment_version', 'integer'],
  ['inputs_fingerprint', 'text'],
];

export const ENTRY_COLUMNS: Column[] = [
  ['property_unique_id', 'text'],
  ['revision', 'integer'],
  ['position', 'bigint'],
  ['type', 'text'],
  ['financial_year', 'text'],
  ['house_paise', 'bigint'],
  ['water_paise', 'bigint'],
  ['sewer_paise', 'bigint'],
  ['amount_paise', 'bigint'],
  ['txn_id', 'text'],
  ['receipt_number', 'text'],
  ['recorded_at', 'timestamptz'],
  ['effective_on', 'date'],
  ['description', 'text'],
  ['details', 'jsonb'],
];
