// GET properties/taxSummary: demand, rebate, collection, interest due and balance per financial year
// (up to the one asked for) and tax head, summed from ledger_years with the demand reports' figures.
import { placeConditions } from '../ledger/duesSql';
import { figuresOf, headSums, type DemandFigures, type DemandReportQuery } from '../ledger/demandReports';
import { HEADS } from '../ledger/tables';
import type { Queryable } from '../staff/queries';

export type TaxHead = (typeof HEADS)[number];

export interface TaxSummaryRow extends DemandFigures {
  financialYear: string;
  head: TaxHead;
}

/** One row per year and head, oldest year first, house / water / sewer within a year. */
export async function taxSummary(db: Queryable, query: DemandReportQuery): Promise<TaxSummaryRow[]> {
  const values: unknown[] = [
    query.financialYear,
    query.currentYear,
    query.onDate,
    query.rate.basisPointsPerYear,
    query.rate.daysInYear,
  ];
  const conditions = [...placeConditions(query.place, values), 'y.financial_year <= $1'];
  const sums = HEADS.flatMap((head) => headSums(head, 'true', 'year'));
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT y.financial_year, ${sums.join(', ')}
       FROM ledger_years y WHERE ${conditions.join(' AND ')}
      GROUP BY y.financial_year ORDER BY y.financial_year`,
    values,
  );
  return rows.flatMap((row) => {
    const { byHead } = figuresOf(row, ['year']);
    return HEADS.map((head) => ({ financialYear: row.financial_year as string, head, ...byHead[head] }));
  });
}

/** The figures of every row summed: the whole selection. */
export function taxSummaryTotals(rows: DemandFigures[]): DemandFigures {
  const total: DemandFigures = {
    demandPaise: 0,
    rebatePaise: 0,
    collectedPaise: 0,
    interestPaise: 0,
    balancePaise: 0,
  };
  for (const row of rows)
    for (const key of Object.keys(total) as (keyof DemandFigures)[]) total[key] += row[key];
  return total;
}
