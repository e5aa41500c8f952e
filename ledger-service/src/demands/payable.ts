// What paying a property on a day comes to, from the ledger read model with the rules and offers of
// that day (contracts' payableOn, the same sum the ledger settles): GET taxDemands/paymentDetails and
// POST payments/calculateDiscounts. Online and link payments meet the online criterion.
import { addHeads, payableOn, sumHeads, type LedgerState, type Rebate } from '@ptax/contracts';
import { findLedgerAccount, type Queryable } from '@ptax/projections';
import { conflict, notFound } from '../http/errors';
import { LEDGER_MESSAGES } from '../ledger/decide';
import { rulesOn } from '../ledger/rules';
import { criteriaOf, type PaymentMode } from './requests';

async function ledgerOf(db: Queryable, propertyUniqueId: string): Promise<LedgerState> {
  const account = await findLedgerAccount(db, propertyUniqueId);
  if (!account || account.status === 'absent') throw notFound(LEDGER_MESSAGES.propertyNotFound);
  if (account.status === 'deleted') throw conflict(LEDGER_MESSAGES.propertyDeleted);
  return account.state;
}

const rebateOf = (rebate: Rebate | null) =>
  rebate && {
    ...(rebate.discountId ? { discountId: rebate.discountId } : {}),
    description: rebate.description,
    percentage: rebate.percentage,
    financialYear: rebate.financialYear,
    amountPaise: rebate.totalPaise,
    heads: rebate.amounts,
  };

async function payable(db: Queryable, propertyUniqueId: string, mode: PaymentMode, onDate: string) {
  const state = await ledgerOf(db, propertyUniqueId);
  const { rules, offers } = await rulesOn(db, onDate);
  return payableOn(state, { onDate, rules, offers, criteriaMet: criteriaOf(mode) });
}

/** POST payments/calculateDiscounts: the rebate a full payment on the day earns, and the amount. */
export async function calculateDiscounts(
  db: Queryable,
  propertyUniqueId: string,
  mode: PaymentMode,
  onDate: string,
) {
  const { dues, rebate, payablePaise } = await payable(db, propertyUniqueId, mode, onDate);
  return {
    propertyUniqueId,
    mode,
    onDate,
    currentYear: dues.currentYear,
    /** Everything owed on the day before the rebate, less advance credit. */
    totalPaise: dues.totalPaise,
    rebatePaise: rebate?.totalPaise ?? 0,
    rebate: rebateOf(rebate),
    payablePaise,
  };
}

/**
 * GET taxDemands/paymentDetails: what to pay now in this mode, per year. For one year only: that
 * year's tax and interest; the rebate needs everything cleared, so it counts only when nothing else
 * is owed.
 */
export async function paymentDetails(
  db: Queryable,
  propertyUniqueId: string,
  mode: PaymentMode,
  onDate: string,
  financialYear?: string,
) {
  const { dues, rebate, payablePaise } = await payable(db, propertyUniqueId, mode, onDate);
  const years = dues.years.map((year) => {
    const principalPaise = sumHeads(year.principal);
    const interestPaise = sumHeads(addHeads(year.interestCharged, year.interestAccrued));
    return {
      financialYear: year.financialYear,
      kind: year.kind,
      principalPaise,
      interestPaise,
      balancePaise: principalPaise + interestPaise,
    };
  });
  const chosen = financialYear ? years.filter((year) => year.financialYear === financialYear) : years;
  const othersOwe = years.some((year) => !chosen.includes(year) && year.balancePaise > 0);
  const whole = !othersOwe;
  return {
    propertyUniqueId,
    mode,
    onDate,
    financialYear: financialYear ?? null,
    years: chosen,
    advancePaise: dues.advancePaise,
    totalPaise: whole
      ? dues.totalPaise
      : chosen.reduce((sum, year) => sum + Math.max(0, year.balancePaise), 0),
    rebatePaise: whole ? (rebate?.totalPaise ?? 0) : 0,
    rebate: whole ? rebateOf(rebate) : null,
    payablePaise: whole
      ? payablePaise
      : chosen.reduce((sum, year) => sum + Math.max(0, year.balancePaise), 0),
  };
}
