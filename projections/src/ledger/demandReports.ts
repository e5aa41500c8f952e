// The demand reports (taxDemands/totalSummary, splitSummary, zoneWiseSummary,
// zoneAndUsageWiseSummary): sums of the year rows, split by head and by arrears (years before the
// chosen one) vs current (the chosen year); read from the sums per place (placeYears.ts) when they
// stand on the report's day, else over ledger_years. Interest is what is charged and unpaid plus what has
// accrued since it was last charged, computed as totals.ts does (the bill's rule), on years before
// today's financial year only: the current year accrues nothing until it falls due.
import type { Queryable } from '../staff/queries';
import type { LedgerPlace } from './queries';
import { interestDueWith } from './duesSql';
import { sumYears, YEAR_ROWS, type YearSource } from './yearSources';
import { HEADS } from './tables';
import type { InterestRate } from './totals';

export interface DemandFigures {
  /** Tax raised plus adjustments (debit minus credit notes, corrections, old-register arrears). */
  demandPaise: number;
  rebatePaise: number;
  /** Principal paid. */
  collectedPaise: number;
  /** Interest charged and unpaid, plus accrued to the day asked for. */
  interestPaise: number;
  /** Unpaid principal plus that interest. */
  balancePaise: number;
}

export type HeadFigures = Record<(typeof HEADS)[number], DemandFigures>;

export interface DemandSplit {
  /** Properties with a demand for the chosen year. */
  properties: number;
  arrears: DemandFigures & { byHead: HeadFigures };
  current: DemandFigures & { byHead: HeadFigures };
  total: DemandFigures & { byHead: HeadFigures };
}

export interface DemandReportQuery {
  financialYear: string;
  /** Today's financial year: only years before it accrue interest. */
  currentYear: string;
  onDate: string;
  rate: InterestRate;
  place: LedgerPlace;
}

export type DemandGrouping = 'none' | 'zone' | 'zoneAndUsage';

export type DemandGroupRow = DemandSplit & { zoneId: string | null; usage: string | null };

const KINDS = ['demand', 'rebate', 'collected', 'interest', 'balance'] as const;

/** The SQL of each figure of one head over the rows `filter` selects. */
export function headSums(
  head: string,
  filter: string,
  prefix: string,
  accrued = YEAR_ROWS.accrued,
): string[] {
  const interest = interestDueWith(head, accrued(head));
  const sum = (sql: string, kind: string) =>
    `coalesce(sum(${sql}) FILTER (WHERE ${filter}), 0) AS ${prefix}_${kind}_${head}`;
  return [
    sum(`y.demand_${head} + y.adjustment_${head}`, 'demand'),
    sum(`y.rebate_${head}`, 'rebate'),
    sum(`y.principal_paid_${head}`, 'collected'),
    sum(interest, 'interest'),
    sum(`y.unpaid_${head} + ${interest}`, 'balance'),
  ];
}

export function figuresOf(
  row: Record<string, unknown>,
  prefixes: string[],
): DemandFigures & { byHead: HeadFigures } {
  const byHead = Object.fromEntries(
    HEADS.map((head) => [
      head,
      Object.fromEntries(
        KINDS.map((kind) => [
          `${kind}Paise`,
          prefixes.reduce((total, prefix) => total + Number(row[`${prefix}_${kind}_${head}`]), 0),
        ]),
      ),
    ]),
  ) as unknown as HeadFigures;
  const whole = Object.fromEntries(
    KINDS.map((kind) => [`${kind}Paise`, HEADS.reduce((t, head) => t + byHead[head][`${kind}Paise`], 0)]),
  ) as unknown as DemandFigures;
  return { ...whole, byHead };
}

export const zero = (): DemandFigures & { byHead: HeadFigures } => figuresOf({}, []);

const ZONE_KEY: Record<DemandGrouping, string> = {
  none: 'NULL::text',
  zone: "nullif(y.zone_id, '')",
  zoneAndUsage: "nullif(y.zone_id, '')",
};

export async function demandReport(
  db: Queryable,
  query: DemandReportQuery,
  grouping: DemandGrouping,
): Promise<DemandGroupRow[]> {
  const rows = await sumYears(db, query, demandReportSql(query, grouping));
  // GROUP BY answers no row at all for an empty selection; the whole-city report still has one.
  if (grouping === 'none' && rows.length === 0) {
    return [{ zoneId: null, usage: null, properties: 0, arrears: zero(), current: zero(), total: zero() }];
  }
  return rows.map((row) => ({
    zoneId: row.zone_id as string | null,
    usage: row.usage as string | null,
    properties: Number(row.properties),
    arrears: figuresOf(row, ['arrears']),
    current: figuresOf(row, ['current']),
    total: figuresOf(row, ['arrears', 'current']),
  }));
}

/** The report's SQL over a source: arrears and current figures per head, grouped as asked. */
export const demandReportSql =
  (query: DemandReportQuery, grouping: DemandGrouping) => (source: YearSource, values: unknown[]) => {
    const conditions = [...source.where(query.place, values), 'y.financial_year <= $1'];
    const byUsage = grouping === 'zoneAndUsage';
    const [zone, usage] = [ZONE_KEY[grouping], byUsage ? source.usage : 'NULL::text'];
    const sums = HEADS.flatMap((head) => [
      ...headSums(head, 'y.financial_year < $1', 'arrears', source.accrued),
      ...headSums(head, 'y.financial_year = $1', 'current', source.accrued),
    ]);
    return `SELECT ${zone} AS zone_id, ${usage} AS usage, ${source.fresh} AS fresh,
                   ${source.demanded} AS properties,
                   ${sums.join(',\n                   ')}
              FROM ${source.from} ${byUsage ? source.usageJoin : ''}
             WHERE ${conditions.join(' AND ')}
             GROUP BY 1, 2, 3
            HAVING ${source.having}
             ORDER BY 1, 2`;
  };

export type ZoneDemandRow = DemandSplit & { zoneId: string; zoneName: string; zoneNo: number };

/** Every zone in the caller's scope, in zone number order, zeros where it has no ledger. */
export async function demandReportByZone(db: Queryable, query: DemandReportQuery): Promise<ZoneDemandRow[]> {
  const values: unknown[] = [];
  const limits: string[] = [];
  if (query.place.scope.zones) limits.push(`id = ANY($${values.push(query.place.scope.zones)}::text[])`);
  if (query.place.zoneId) limits.push(`id = $${values.push(query.place.zoneId)}`);
  const [zones, sums] = await Promise.all([
    db.query<{ id: string; name: string; zone_no: number }>(
      `SELECT id, name, zone_no FROM zones ${limits.length ? `WHERE ${limits.join(' AND ')}` : ''}
        ORDER BY zone_no, name`,
      values,
    ),
    demandReport(db, query, 'zone'),
  ]);
  const byZone = new Map(sums.map((row) => [row.zoneId, row]));
  return zones.rows.map((zone) => {
    const found = byZone.get(zone.id);
    const empty = { properties: 0, arrears: zero(), current: zero(), total: zero() };
    const { properties, arrears, current, total } = found ?? empty;
    return {
      zoneId: zone.id,
      zoneName: zone.name,
      zoneNo: Number(zone.zone_no),
      properties,
      arrears,
      current,
      total,
    };
  });
}
