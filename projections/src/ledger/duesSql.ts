// SQL pieces shared by the demand reports and the defaulters list over ledger_years (alias y).
import { placeFilters, type LedgerPlace } from './queries';

/** Parameter placeholders of the interest accrual: today's financial year, the day, the rate. */
export interface AccrualParams {
  currentYear: string;
  onDate: string;
  basisPoints: string;
  daysInYear: string;
}

/**
 * Interest accrued on one head of one row since it was last charged, as the bill computes it
 * (unpaid x rate x days / days in year, half-up to whole rupees, in paise). The current year accrues
 * nothing: it is not yet due.
 */
export const accruedInterest = (head: string, p: AccrualParams) =>
  `CASE WHEN y.financial_year < ${p.currentYear} THEN round(greatest(y.unpaid_${head}, 0)::numeric * ${p.basisPoints}
     * greatest(${p.onDate}::date - y.interest_charged_to, 0) / (10000::numeric * ${p.daysInYear} * 100)) * 100 ELSE 0 END`;

/** Interest still due on one head of one row: charged, unpaid, plus accrued (SQL of the accrual). */
export const interestDueWith = (head: string, accrued: string) =>
  `(y.interest_charged_${head} - y.interest_paid_${head} + ${accrued})`;

/** Interest still due on one head of one row: charged, unpaid, plus accrued. */
export const interestDue = (head: string, p: AccrualParams) =>
  interestDueWith(head, accruedInterest(head, p));

/** Active ledgers of the place asked for, within the caller's zones and wards; pushes the values. */
export const placeConditions = (place: LedgerPlace, values: unknown[]): string[] => [
  "y.status = 'active'",
  ...placeFilters(place, values, 'y'),
];
