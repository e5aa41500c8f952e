import { simpleInterestPaise } from '../tax/interest';
import type { TaxRules } from '../tax/ruleSet';
import { daysBetween, financialYearOfDate } from './dates';
import type { FeeHead } from '../events/common';
import { feeOutstanding, feesInOrder } from './fees';
import { addHeads, mapHeads, sumHeads, type HeadMoney } from './heads';
import { interestOutstanding, principalOutstanding, yearsInOrder, type LedgerState } from './state';

// What a property owes on a given day: per year and head, the unpaid principal and the interest,
// where interest = charged and unpaid + accrued since it was last charged (DOMAIN.md: simple, on the
// unpaid principal only, rounded half-up to whole rupees at the moment of payment or display).

export interface YearDues {
  financialYear: string;
  kind: 'arrears' | 'current';
  principal: HeadMoney;
  /** Interest charged earlier and still unpaid. */
  interestCharged: HeadMoney;
  /** Interest accrued since interestChargedTo, not yet charged. */
  interestAccrued: HeadMoney;
  /** The day interest was last charged to (accrual runs from here). */
  interestChargedTo: string;
}

/** A fee still owed (docs/LEDGER.md "Fees"), oldest first. */
export interface FeeDue {
  feeId: string;
  feeHead: FeeHead;
  outstandingPaise: number;
}

export interface Dues {
  onDate: string;
  currentYear: string;
  years: YearDues[];
  arrearsPaise: number;
  interestPaise: number;
  currentPaise: number;
  /** Fees owed, outside the taxes. */
  fees: FeeDue[];
  feesPaise: number;
  advancePaise: number;
  /** Everything owed today (taxes, interest and fees), before any rebate, less advance credit (never below zero). */
  totalPaise: number;
}

/** Interest accrues only on earlier years' principal, from the day after it was last charged to. */
function accrued(principal: HeadMoney, from: string, to: string, rules: TaxRules): HeadMoney {
  const days = daysBetween(from, to);
  return mapHeads((h) => (principal[h] > 0 && days > 0 ? simpleInterestPaise(principal[h], days, rules) : 0));
}

export function duesOn(state: LedgerState, onDate: string, interestRules: TaxRules): Dues {
  const currentYear = financialYearOfDate(onDate);
  const years = yearsInOrder(state).map((year): YearDues => {
    const principal = principalOutstanding(year);
    const kind = year.financialYear < currentYear ? 'arrears' : 'current';
    return {
      financialYear: year.financialYear,
      kind,
      principal,
      interestCharged: interestOutstanding(year),
      interestAccrued:
        kind === 'arrears'
          ? accrued(principal, year.interestChargedTo, onDate, interestRules)
          : mapHeads(() => 0),
      interestChargedTo: year.interestChargedTo,
    };
  });
  const total = (pick: (y: YearDues) => number, kind?: YearDues['kind']) =>
    years.filter((y) => !kind || y.kind === kind).reduce((sum, y) => sum + pick(y), 0);
  const arrearsPaise = total((y) => sumHeads(y.principal), 'arrears');
  const interestPaise = total((y) => sumHeads(addHeads(y.interestCharged, y.interestAccrued)));
  const currentPaise = total((y) => sumHeads(y.principal), 'current');
  const fees = feesInOrder(state)
    .map((fee): FeeDue => ({ feeId: fee.feeId, feeHead: fee.feeHead, outstandingPaise: feeOutstanding(fee) }))
    .filter((fee) => fee.outstandingPaise > 0);
  const feesPaise = fees.reduce((sum, fee) => sum + fee.outstandingPaise, 0);
  return {
    onDate,
    currentYear,
    years,
    arrearsPaise,
    interestPaise,
    currentPaise,
    fees,
    feesPaise,
    advancePaise: state.advancePaise,
    totalPaise: Math.max(0, arrearsPaise + interestPaise + currentPaise + feesPaise - state.advancePaise),
  };
}
