// GET taxDemands/fetchUpdatedTotals: the money of one financial year over a place, in paise, and the
// arrears and interest of the years before it. Accrued interest is computed here as the ledger does
// (dues.ts): per year and head, unpaid principal x rate x days / days in the year, rounded half-up to
// whole rupees, from the day it was last charged to.
import type { Queryable } from '../staff/queries';
import { accruedInterest, placeConditions } from './duesSql';
import type { LedgerPlace } from './queries';
import { HEADS } from './tables';

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
  const values: unknown[] = [financialYear, currentYear, onDate, rate.basisPointsPerYear, rate.daysInYear];
  const conditions = placeConditions(place, values);
  const accrual = { currentYear: '$2', onDate: '$3', basisPoints: '$4', daysInYear: '$5' };
  const accrued = HEADS.map((head) => accruedInterest(head, accrual)).join(' + ');
  const earlier = 'y.financial_year < $1';
  const { rows } = await db.query<Record<string, string>>(
    `SELECT count(*) FILTER (WHERE y.financial_year = $1 AND y.demand_id IS NOT NULL) AS properties,
            coalesce(sum(y.demand_paise) FILTER (WHERE y.financial_year = $1), 0) AS demand,
            coalesce(sum(${sumHeads('adjustment')}) FILTER (WHERE y.financial_year = $1), 0) AS adjustment,
            coalesce(sum(${sumHeads('rebate')}) FILTER (WHERE y.financial_year = $1), 0) AS rebate,
            coalesce(sum(${sumHeads('principal_paid')}) FILTER (WHERE y.financial_year = $1), 0) AS collected,
            coalesce(sum(y.unpaid_paise) FILTER (WHERE y.financial_year = $1), 0) AS outstanding,
            coalesce(sum(y.unpaid_paise) FILTER (WHERE ${earlier}), 0) AS arrears,
            coalesce(sum(${sumHeads('interest_charged')} - (${sumHeads('interest_paid')}))
              FILTER (WHERE ${earlier}), 0)
            + coalesce(sum(${accrued}) FILTER (WHERE ${earlier}), 0)
              AS interest
       FROM ledger_years y
      WHERE y.financial_year <= $1 AND ${conditions.join(' AND ')}`,
    values,
  );
  const row = rows[0];
  const n = (key: string) => Number(row[key]);
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
