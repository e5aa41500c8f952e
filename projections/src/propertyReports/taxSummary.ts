// GET properties/taxSummary: demand, rebate, collection, interest due and balance per financial year
// (up to the one asked for) and tax head, summed with the demand reports' figures from their sources.
import { figuresOf, headSums, type DemandFigures, type DemandReportQuery } from '../ledger/demandReports';
import { HEADS } from '../ledger/tables';
import { sumYears, type YearSource } from '../ledger/yearSources';
import type { Queryable } from '../staff/queries';

export type TaxHead = (typeof HEADS)[number];

export interface TaxSummaryRow extends DemandFigures {
  financialYear: string;
  head: TaxHead;
}

/** One row per year and head, oldest year first, house / water / sewer within a year. */
export async function taxSummary(db: Queryable, query: DemandReportQuery): Promise<TaxSummaryRow[]> {
  const rows = await sumYears(db, query, taxSummarySql(query));
  return rows.flatMap((row) => {
    const { byHead } = figuresOf(row, ['year']);
    return HEADS.map((head) => ({ financialYear: row.financial_year as string, head, ...byHead[head] }));
  });
}

/** The summary's SQL over a source: each year's figures per head. */
export const taxSummarySql = (query: DemandReportQuery) => (source: YearSource, values: unknown[]) => {
  const conditions = [...source.where(query.place, values), 'y.financial_year <= $1'];
  const sums = HEADS.flatMap((head) => headSums(head, 'true', 'year', source.accrued));
  return `SELECT y.financial_year, ${source.fresh} AS fresh, ${sums.join(', ')}
            FROM ${source.from} WHERE ${conditions.join(' AND ')}
           GROUP BY 1, 2 HAVING ${source.having} ORDER BY 1`;
};

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
