// The money collected by the demand year it paid: how much of the period's collection went to this
// year's demand and how much to each earlier year's arrears and interest.
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { KIND_FIELDS, noHeadCollection, type HeadCollection } from './figures';
import { collectionConditions, type CollectionFilters } from './filters';
import { aggregatesFor } from './levels';

/** Figures by the demand year the money paid (interest, arrears and current only). */
export async function collectionByDemandYear(
  db: Queryable,
  filters: CollectionFilters,
  scope: ReadScope,
): Promise<{ financialYear: string; interestPaise: number; arrearsPaise: number; currentPaise: number }[]> {
  const c = collectionConditions(filters, scope);
  const { rows } = await db.query<{ year: string; kind: string; amount: string }>(
    `SELECT a.financial_year AS year, a.kind, sum(a.amount_paise) AS amount
       FROM ${aggregatesFor(filters, 'all').amounts} a ${c.add(`a.financial_year <> ''`).sql()}
      GROUP BY 1, 2 ORDER BY 1`,
    c.values,
  );
  const years = new Map<string, { financialYear: string } & HeadCollection>();
  for (const row of rows) {
    const year =
      years.get(row.year) ??
      years.set(row.year, { financialYear: row.year, ...noHeadCollection() }).get(row.year)!;
    year[KIND_FIELDS[row.kind]] += Number(row.amount);
  }
  return [...years.values()].filter((y) => y.interestPaise || y.arrearsPaise || y.currentPaise);
}
