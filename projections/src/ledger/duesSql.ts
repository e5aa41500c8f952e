// SQL pieces shared by the demand reports and the defaulters list over ledger_years (alias y).
import type { LedgerPlace } from './queries';

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

/** Interest still due on one head of one row: charged, unpaid, plus accrued. */
export const interestDue = (head: string, p: AccrualParams) =>
  `(y.interest_charged_${head} - y.interest_paid_${head} + ${accruedInterest(head, p)})`;

/** Active ledgers of the place asked for, within the caller's zones and wards; pushes the values. */
export function placeConditions(place: LedgerPlace, values: unknown[]): string[] {
  const conditions = ["y.status = 'active'"];
  const add = (value: unknown, sql: (p: string) => string) => {
    if (value === undefined || value === null) return;
    values.push(value);
    conditions.push(sql(`$${values.length}`));
  };
  add(place.zoneId, (p) => `y.zone_id = ${p}`);
  add(place.wardId, (p) => `y.ward_id = ${p}`);
  add(place.mohallaId, (p) => `y.mohalla_id = ${p}`);
  add(place.scope.zones, (p) => `y.zone_id = ANY(${p}::text[])`);
  add(place.scope.wards, (p) => `y.ward_id = ANY(${p}::text[])`);
  return conditions;
}
