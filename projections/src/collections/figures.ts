// The figures every collection report row carries, summed from the aggregate tables by one grouping.
// All money in paise; amountPaise = interest + arrears + current + advance + fees, to the paisa.
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { collectionConditions, type CollectionFilters } from './filters';
import { aggregatesFor, GROUPINGS, type CollectionGrouping } from './levels';

export const COLLECTION_HEADS = ['house', 'water', 'sewer'] as const;
export type CollectionHead = (typeof COLLECTION_HEADS)[number];

export interface HeadCollection {
  interestPaise: number;
  arrearsPaise: number;
  currentPaise: number;
}

export interface CollectionFigures {
  /** Receipts whose money stands on a ledger now (a shifted payment once, where it is now). */
  receipts: number;
  amountPaise: number;
  /** Rebate granted with those payments (not money collected). */
  rebatePaise: number;
  interestPaise: number;
  arrearsPaise: number;
  currentPaise: number;
  /** Paid beyond the dues, carried as advance credit. */
  advancePaise: number;
  /** Paid towards fees (a mutation's), outside the taxes. */
  feePaise: number;
  byHead: Record<CollectionHead, HeadCollection>;
}

export const noHeadCollection = (): HeadCollection => ({
  interestPaise: 0,
  arrearsPaise: 0,
  currentPaise: 0,
});

export const noCollection = (): CollectionFigures => ({
  receipts: 0,
  amountPaise: 0,
  rebatePaise: 0,
  interestPaise: 0,
  arrearsPaise: 0,
  currentPaise: 0,
  advancePaise: 0,
  feePaise: 0,
  byHead: { house: noHeadCollection(), water: noHeadCollection(), sewer: noHeadCollection() },
});

/** Adds `more` into `into` (used to total rows and to sum an RI's wards). */
export function addFigures(into: CollectionFigures, more: CollectionFigures): CollectionFigures {
  for (const key of ['receipts', 'amountPaise', 'rebatePaise', 'interestPaise', 'arrearsPaise'] as const)
    into[key] += more[key];
  for (const key of ['currentPaise', 'advancePaise', 'feePaise'] as const) into[key] += more[key];
  for (const name of COLLECTION_HEADS)
    for (const key of ['interestPaise', 'arrearsPaise', 'currentPaise'] as const)
      into.byHead[name][key] += more.byHead[name][key];
  return into;
}

/** The figure each tax line's kind adds to. */
export const KIND_FIELDS: Record<string, 'interestPaise' | 'arrearsPaise' | 'currentPaise'> = {
  interest: 'interestPaise',
  arrears: 'arrearsPaise',
  current: 'currentPaise',
};

/** The figures per key of the grouping, over the rows the filters and the caller's scope select. */
export async function collectionFigures(
  db: Queryable,
  filters: CollectionFilters,
  scope: ReadScope,
  grouping: CollectionGrouping,
): Promise<Map<string, CollectionFigures>> {
  const c = collectionConditions(filters, scope);
  const key = GROUPINGS[grouping];
  const tables = aggregatesFor(filters, grouping);
  const [receipts, amounts] = await Promise.all([
    db.query<{ key: string; receipts: string; amount: string; rebate: string }>(
      `SELECT ${key} AS key, sum(a.receipts) AS receipts, sum(a.amount_paise) AS amount,
              sum(a.rebate_paise) AS rebate
         FROM ${tables.receipts} a ${c.sql()} GROUP BY 1`,
      c.values,
    ),
    db.query<{ key: string; kind: string; head: string; amount: string }>(
      `SELECT ${key} AS key, a.kind, a.head, sum(a.amount_paise) AS amount
         FROM ${tables.amounts} a ${c.sql()} GROUP BY 1, 2, 3`,
      c.values,
    ),
  ]);
  const figures = new Map<string, CollectionFigures>();
  const of = (k: string) => figures.get(k) ?? figures.set(k, noCollection()).get(k)!;
  for (const row of receipts.rows) {
    const f = of(row.key);
    f.receipts = Number(row.receipts);
    f.amountPaise = Number(row.amount);
    f.rebatePaise = Number(row.rebate);
  }
  for (const row of amounts.rows) {
    const f = of(row.key);
    const amount = Number(row.amount);
    if (row.kind === 'advance') f.advancePaise += amount;
    else if (row.kind === 'fee') f.feePaise += amount;
    else {
      const field = KIND_FIELDS[row.kind];
      f[field] += amount;
      if ((COLLECTION_HEADS as readonly string[]).includes(row.head))
        f.byHead[row.head as CollectionHead][field] += amount;
    }
  }
  // Keys whose payments were all taken back keep rows of zeros: leave them out.
  for (const [k, f] of figures) if (f.receipts === 0 && f.amountPaise === 0) figures.delete(k);
  return figures;
}
