// GET taxDemands/fetchUpdatedTotals: the money of one financial year over a place, in paise, and the
// arrears and interest of the years before it. Accrued interest is computed here as the ledger does
// (dues.ts): per year and head, unpaid principal x rate x days / days in the year, rounded half-up to
// whole rupees, from the day it was last charged to; summed from the sums per place when they stand on
// the day (yearSources.ts).
import type { Queryable } from '../staff/queries';
import type { LedgerPlace } from './queries';
import { HEADS } from './tables';
import { sumYears, type YearSource } from './yearSources';

export interface DemandTotals {
  financialYear: string;
  /** Properties with a demand for the year. */
  properties: number;
  demandPaise: number;
  /** Debit minus credit notes, corrections, old-register arrears of the year. */
  adjustmentPaise: number;
  rebatePaise: number;
  /** The year's tax paid (principal). */
  collectedPaise: number;
  /** The year's tax still unpaid. */
  outstandingPaise: number;
  /** Unpaid tax of the years before it. */
  arrearsPaise: number;
  /** Interest on those arrears: charged and unpaid, plus accrued up to `onDate`. */
  interestPaise: number;
  onDate: string;
}

export interface InterestRate {
  basisPointsPerYear: number;
  daysInYear: number;
}

const sumHeads = (kind: string, alias = 'y') => HEADS.map((h) => `${alias}.${kind}_${h}`).join(' + ');

export async function demandTotals(
  db: Queryable,
  financialYear: string,
  currentYear: string,
  onDate: string,
  rate: InterestRate,
  place: LedgerPlace,
): Promise<DemandTotals> {
  const rows = await sumYears(db, { financialYear, currentYear, onDate, rate }, demandTotalsSql(place));
  // No year row in the place: every figure is 0.
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    financialYear,
    properties: n('properties'),
    demandPaise: n('demand'),
    adjustmentPaise: n('adjustment'),
    rebatePaise: n('rebate'),
    collectedPaise: n('collected'),
    outstandingPaise: n('outstanding'),
    arrearsPaise: n('arrears'),
    interestPaise: n('interest'),
    onDate,
  };
}

/** The totals' SQL over a source (yearSources.ts). */
export const demandTotalsSql = (place: LedgerPlace) => (source: YearSource, values: unknown[]) => {
  const conditions = ['y.financial_year <= $1', ...source.where(place, values)];
  const accrued = HEADS.map(source.accrued).join(' + ');
  const earlier = 'y.financial_year < $1';
  return `SELECT ${source.fresh} AS fresh, ${source.demanded} AS properties,
          coalesce(sum(${sumHeads('demand')}) FILTER (WHERE y.financial_year = $1), 0) AS demand,
          coalesce(sum(${sumHeads('adjustment')}) FILTER (WHERE y.financial_year = $1), 0) AS adjustment,
          coalesce(sum(${sumHeads('rebate')}) FILTER (WHERE y.financial_year = $1), 0) AS rebate,
          coalesce(sum(${sumHeads('principal_paid')}) FILTER (WHERE y.financial_year = $1), 0) AS collected,
          coalesce(sum(${sumHeads('unpaid')}) FILTER (WHERE y.financial_year = $1), 0) AS outstanding,
          coalesce(sum(${sumHeads('unpaid')}) FILTER (WHERE ${earlier}), 0) AS arrears,
          coalesce(sum(${sumHeads('interest_charged')} - (${sumHeads('interest_paid')}))
            FILTER (WHERE ${earlier}), 0)
          + coalesce(sum(${accrued}) FILTER (WHERE ${earlier}), 0)
            AS interest
     FROM ${source.from}
    WHERE ${conditions.join(' AND ')}
    GROUP BY 1 HAVING ${source.having}`;
};
