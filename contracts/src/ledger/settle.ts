import type { ApportionmentLine } from '../events/ledger';
import type { TaxRules } from '../tax/ruleSet';
import { apportion } from './apportion';
import { duesOn, type Dues, type YearDues } from './dues';
import { mapHeads, subtractHeads, sumHeads, type HeadMoney } from './heads';
import { rebateFor, type Rebate, type RebateOffer } from './rebate';
import type { LedgerState } from './state';

// What receiving a payment does to a ledger, decided once and recorded as events: the interest
// accrued up to the day is charged, the rebate is granted if the payment clears everything, and the
// amount is apportioned. The decider turns this plan into InterestCharged, RebateGranted and
// PaymentReceived.

export interface InterestCharge {
  financialYear: string;
  amounts: HeadMoney;
  accruedFrom: string;
  accruedTo: string;
}

export interface Settlement {
  dues: Dues;
  interestCharges: InterestCharge[];
  rebate: Rebate | null;
  lines: ApportionmentLine[];
  /** What the payer had to pay to clear everything today (after the rebate, less advance credit). */
  payablePaise: number;
}

export interface SettleOptions {
  onDate: string;
  rules: TaxRules;
  offers?: readonly RebateOffer[];
  criteriaMet?: readonly string[];
  /** A shifted payment earns no new rebate on its new property. */
  allowRebate?: boolean;
}

/** Interest accrued but not charged, per year, to be charged on this day. */
export const interestToCharge = (dues: Dues): InterestCharge[] =>
  dues.years
    .filter((y) => sumHeads(y.interestAccrued) > 0)
    .map((y) => ({
      financialYear: y.financialYear,
      amounts: y.interestAccrued,
      accruedFrom: y.interestChargedTo,
      accruedTo: dues.onDate,
    }));

/** Dues once the rebate is taken off the current year's principal. */
function afterRebate(years: readonly YearDues[], rebate: Rebate | null): YearDues[] {
  if (!rebate) return [...years];
  return years.map((y) =>
    y.financialYear === rebate.financialYear
      ? { ...y, principal: subtractHeads(y.principal, rebate.amounts) }
      : y,
  );
}

/** The amount to clear everything today, with the rebate a full payment would earn. */
export function payableOn(
  state: LedgerState,
  options: SettleOptions,
): { dues: Dues; rebate: Rebate | null; payablePaise: number } {
  const dues = duesOn(state, options.onDate, options.rules);
  const rebate =
    options.allowRebate === false ? null : rebateFor(dues, options.offers ?? [], options.criteriaMet ?? []);
  return { dues, rebate, payablePaise: Math.max(0, dues.totalPaise - (rebate?.totalPaise ?? 0)) };
}

export function settle(state: LedgerState, amountPaise: number, options: SettleOptions): Settlement {
  const { dues, rebate: offered, payablePaise } = payableOn(state, options);
  // The rebate needs the whole debt cleared by this payment (advance credit already counts).
  const rebate = offered && amountPaise >= payablePaise ? offered : null;
  const years = afterRebate(dues.years, rebate).map((y) => ({
    ...y,
    // Advance credit sits only where nothing is owed, so it never meets dues here.
    principal: mapHeads((h) => Math.max(0, y.principal[h])),
  }));
  return {
    dues,
    interestCharges: interestToCharge(dues),
    rebate,
    lines: apportion(amountPaise, years, dues.fees),
    payablePaise,
  };
}
