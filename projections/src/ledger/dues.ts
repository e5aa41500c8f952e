// Each property's dues as of the accrual day (ledger_dues): unpaid principal plus interest due, per
// head, over every year, the years before today's and today's year only (the defaulters list's
// filterType), with the years that owe. A statement trigger on ledger_years recomputes the properties a
// batch touched, in the projection's transaction; the daily refresh recomputes them all. The
// defaulters list reads it with an index instead of summing every ledger year of the city.
import type { TableNames } from '../projection';
import { accruedInterest, interestDueWith } from './duesSql';
import { ACCRUAL_DAY } from './placeYears';
import { statementTriggers } from './statementTriggers';
import { HEADS, type LedgerTable } from './tables';

export const DUES_SPANS = {
  all: 'true',
  arrears: 'y.financial_year < d.current_year',
  current: 'y.financial_year = d.current_year',
} as const;
export type DuesSpan = keyof typeof DUES_SPANS;
const SPANS = Object.keys(DUES_SPANS) as DuesSpan[];

/** A head's dues of one year row (alias y) as of the accrual day (alias d). */
const headDue = (head: string) =>
  `y.unpaid_${head} + ${interestDueWith(head, `coalesce(${accruedInterest(head, ACCRUAL_DAY)}, 0)`)}`;
const yearDue = HEADS.map((head) => `(${headDue(head)})`).join(' + ');

export const duesColumn = (span: DuesSpan, head?: string) => (head ? `dues_${span}_${head}` : `dues_${span}`);
export const yearsDueColumn = (span: DuesSpan) => `years_due_${span}`;
/** How many of the property's years fall in the span: none, and it is no defaulter for that span. */
export const yearsColumn = (span: DuesSpan) => `years_${span}`;

/** The dues rows of the active properties in the array `ids`, or of all. */
function duesOf(t: TableNames<LedgerTable>, ids?: string): string {
  const sums = SPANS.flatMap((span) => [
    ...HEADS.map(
      (head) =>
        `coalesce(sum(${headDue(head)}) FILTER (WHERE ${DUES_SPANS[span]}), 0) AS ${duesColumn(span, head)}`,
    ),
    `array_agg(y.financial_year ORDER BY y.financial_year)
       FILTER (WHERE ${DUES_SPANS[span]} AND ${yearDue} > 0) AS ${yearsDueColumn(span)}`,
    `count(*) FILTER (WHERE ${DUES_SPANS[span]}) AS ${yearsColumn(span)}`,
  ]);
  return `SELECT y.property_unique_id, max(y.zone_id) AS zone_id, max(y.ward_id) AS ward_id,
                 max(y.mohalla_id) AS mohalla_id, ${sums.join(',\n                 ')}
            FROM ${t.ledger_years} y CROSS JOIN ${t.ledger_accrual_day} d
           WHERE y.status = 'active' ${ids ? `AND y.property_unique_id = ANY(${ids})` : ''}
           GROUP BY y.property_unique_id`;
}

const STORED = [
  'zone_id',
  'ward_id',
  'mohalla_id',
  ...SPANS.flatMap((s) => [...HEADS.map((h) => duesColumn(s, h)), yearsDueColumn(s), yearsColumn(s)]),
];

/**
 * Rewrites the dues rows of the properties in the array `ids` (every property without it). An array
 * (`= ANY`), not `IN (SELECT ...)`: a batch's few hundred properties are then looked up by key, never
 * by a scan of every row whatever plan the trigger function keeps.
 */
export function rewriteDues(t: TableNames<LedgerTable>, ids?: string): string[] {
  return [
    `DELETE FROM ${t.ledger_dues} ${ids ? `WHERE property_unique_id = ANY(${ids})` : ''}`,
    `INSERT INTO ${t.ledger_dues} (property_unique_id, ${STORED.join(', ')}) ${duesOf(t, ids)}`,
  ];
}

export function createDues(t: TableNames<LedgerTable>): string {
  const heads = SPANS.flatMap((span) => [
    ...HEADS.map((head) => `${duesColumn(span, head)} bigint NOT NULL`),
    `${duesColumn(span)} bigint GENERATED ALWAYS AS (${HEADS.map((h) => duesColumn(span, h)).join(' + ')}) STORED`,
    `${yearsDueColumn(span)} text[]`,
    `${yearsColumn(span)} integer NOT NULL`,
  ]);
  const changedIds = (tables: string[]) =>
    `ARRAY(SELECT DISTINCT property_unique_id FROM (${tables
      .map((table) => `SELECT property_unique_id FROM ${table}`)
      .join(' UNION ALL ')}) c)`;
  return `
    CREATE TABLE ${t.ledger_dues} (
      property_unique_id text PRIMARY KEY,
      zone_id text,
      ward_id text,
      mohalla_id text,
      ${heads.join(',\n      ')}
    );
    ${SPANS.map((span) => `CREATE INDEX ON ${t.ledger_dues} (${duesColumn(span)});`).join('\n    ')}
    ${statementTriggers(
      t.ledger_years,
      `${t.ledger_years}_dues`,
      t.ledger_accrual_day,
      ({ inserted, deleted }) => rewriteDues(t, changedIds([...inserted, ...deleted])),
    )}`;
}
