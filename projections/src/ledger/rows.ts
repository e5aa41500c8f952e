// The rows a batch writes, as multi-row statements: every account, year and entry the batch touched
// goes out in one INSERT ... SELECT FROM unnest(arrays) per table, so a batch of 500 demands is a
// handful of statements instead of 1,500 (see BENCHMARKS.md, "Bulk demand run").
import { dueDateOf, principalOutstanding, ZERO, type HeadMoney, type YearAccount } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { LedgerAccount } from './account';
import type { EntryRow } from './entries';
import { ACCOUNT_COLUMNS, ENTRY_COLUMNS, YEAR_COLUMNS, type Column } from './columns';
import { HEADS, YEAR_MONEY, type LedgerTable } from './tables';

/**
 * INSERT of many rows: scalar columns as one typed array each (unnest), JSON columns as one JSON
 * array each, matched by position. PostgreSQL reads typed arrays faster than it takes rows apart
 * from JSON (half the time of json_to_recordset for these rows), and a JSON document passed whole
 * costs far less to quote than the same documents as elements of an array literal.
 */
function bulkInsert(
  table: string,
  alias: string,
  columns: Column[],
  rows: readonly object[],
  conflict: string,
): SqlStatement {
  const values: unknown[] = [];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  const cell = (row: object, name: string) => (row as Record<string, unknown>)[name] ?? null;
  const scalars = columns.filter(([, type]) => type !== 'jsonb');
  const arrays = scalars.map(([name, type]) => `${parameter(rows.map((row) => cell(row, name)))}::${type}[]`);
  const documents = columns
    .filter(([, type]) => type === 'jsonb')
    .map(
      ([name]) =>
        `JOIN json_array_elements(${parameter(JSON.stringify(rows.map((row) => cell(row, name))))}::json)
           WITH ORDINALITY AS j_${name}(value, n) ON j_${name}.n = u.n`,
    );
  const select = columns.map(([name, type]) =>
    type === 'jsonb' ? `nullif(j_${name}.value::text, 'null')::jsonb` : `u.${name}`,
  );
  return {
    text: `INSERT INTO ${table} AS ${alias} (${columns.map(([name]) => name).join(', ')})
           SELECT ${select.join(', ')}
             FROM unnest(${arrays.join(', ')}) WITH ORDINALITY AS u(${scalars.map(([name]) => name).join(', ')}, n)
             ${documents.join('\n')}
           ${conflict}`,
    values,
  };
}

/** ON CONFLICT ... DO UPDATE of every column but the key, only from a later stream revision. */
function newerWins(alias: string, columns: Column[], key: string[]): string {
  const set = columns
    .filter(([name]) => !key.includes(name))
    .map(([name]) => `${name} = EXCLUDED.${name}`)
    .join(', ');
  return `ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${set} WHERE ${alias}.revision < EXCLUDED.revision`;
}

export function accountRow(account: LedgerAccount): Record<string, unknown> {
  return {
    property_unique_id: account.propertyUniqueId,
    revision: account.revision,
    zone_id: account.zoneId,
    ward_id: account.wardId,
    mohalla_id: account.mohallaId,
    house_category: account.houseCategory,
    owner_name: account.ownerName,
    status: account.status,
    advance_paise: account.state.advancePaise,
    state: account.state,
    assessments: account.assessments,
    demand_revisions: account.demandRevisions,
  };
}

/** A year assessed but without money on the ledger yet. */
const EMPTY_YEAR = (financialYear: string): YearAccount => ({
  financialYear,
  demand: ZERO,
  demandId: null,
  arvPaise: null,
  adjustment: ZERO,
  rebate: ZERO,
  principalPaid: ZERO,
  advanceApplied: ZERO,
  interestCharged: ZERO,
  interestPaid: ZERO,
  interestChargedTo: dueDateOf(financialYear),
});

/** The row of one year; `revision`: the last event that changed it. */
export function yearRow(
  account: LedgerAccount,
  financialYear: string,
  revision: number,
): Record<string, unknown> {
  const year = account.state.years[financialYear] ?? EMPTY_YEAR(financialYear);
  const assessment = account.assessments[financialYear];
  const money: Record<(typeof YEAR_MONEY)[number], HeadMoney> = {
    demand: year.demand,
    adjustment: year.adjustment,
    rebate: year.rebate,
    principal_paid: year.principalPaid,
    interest_charged: year.interestCharged,
    interest_paid: year.interestPaid,
    unpaid: principalOutstanding(year),
  };
  const row: Record<string, unknown> = {
    property_unique_id: account.propertyUniqueId,
    financial_year: financialYear,
    revision,
    zone_id: account.zoneId,
    ward_id: account.wardId,
    mohalla_id: account.mohallaId,
    house_category: account.houseCategory,
    status: account.status,
    demand_id: year.demandId,
    demand_revision: account.demandRevisions[financialYear] ?? null,
    arv_paise: year.arvPaise,
    interest_charged_to: year.interestChargedTo,
    assessed_revision: assessment?.revision ?? null,
    assessment_version: assessment?.ruleSetVersion ?? null,
    inputs_fingerprint: assessment?.inputsFingerprint ?? null,
  };
  for (const kind of YEAR_MONEY) for (const head of HEADS) row[`${kind}_${head}`] = money[kind][head];
  return row;
}

/** Every year the account knows of: the ledger's and the assessed ones. */
export const yearsOf = (account: LedgerAccount) => [
  ...new Set([...Object.keys(account.state.years), ...Object.keys(account.assessments)]),
];

export interface BatchRows {
  accounts: Record<string, unknown>[];
  years: Record<string, unknown>[];
  entries: EntryRow[];
  demandYears: { financial_year: string; mohalla_id: string; first_raised_at: string }[];
}

export function batchStatements(t: TableNames<LedgerTable>, rows: BatchRows): SqlStatement[] {
  const statements: SqlStatement[] = [];
  if (rows.accounts.length > 0)
    statements.push(
      bulkInsert(
        t.ledger_accounts,
        'a',
        ACCOUNT_COLUMNS,
        rows.accounts,
        newerWins('a', ACCOUNT_COLUMNS, ['property_unique_id']),
      ),
    );
  if (rows.years.length > 0)
    statements.push(
      bulkInsert(
        t.ledger_years,
        'y',
        YEAR_COLUMNS,
        rows.years,
        newerWins('y', YEAR_COLUMNS, ['property_unique_id', 'financial_year']),
      ),
    );
  if (rows.entries.length > 0)
    statements.push(bulkInsert(t.ledger_entries, 'e', ENTRY_COLUMNS, rows.entries, 'ON CONFLICT DO NOTHING'));
  if (rows.demandYears.length > 0)
    statements.push(
      bulkInsert(
        t.ledger_demand_years,
        'd',
        [
          ['financial_year', 'text'],
          ['mohalla_id', 'text'],
          ['first_raised_at', 'timestamptz'],
        ],
        rows.demandYears,
        'ON CONFLICT DO NOTHING',
      ),
    );
  return statements;
}
