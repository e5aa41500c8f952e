import { decimal, integer, times, parts } from '../tax/exact';
import { roundHalfUpToRupees } from '../tax/rounding';
import type { TaxRules } from '../tax/ruleSet';
import { mapHeads, sumHeads, type HeadMoney } from './heads';
import type { Dues } from './dues';

// The rebate (discount master, DOMAIN.md): a percentage of the current year's tax for paying inside a
// billing period; extra criteria (online payment...) add theirs. Only when the same payment clears
// all arrears and interest and the current year in full; never on arrears.

export interface RebateOffer {
  discountId?: string;
  /** Last day (inclusive, YYYY-MM-DD) of the billing period. */
  until: string;
  /** Percent, e.g. 10 or 2.5. */
  percentage: number;
  description: string;
  extraCriteria: { criteria: string; percentage: number }[];
}

export interface Rebate {
  discountId?: string;
  description: string;
  percentage: number;
  financialYear: string;
  amounts: HeadMoney;
  totalPaise: number;
}

/** The default periods of a year's rule set, as offers, for a city whose discount master is empty. */
export function ruleSetOffers(financialYear: string, rules: TaxRules): RebateOffer[] {
  const start = Number(financialYear.slice(0, 4));
  return rules.rebatePeriods.map((period) => {
    const year = Number(period.until.slice(0, 2)) >= 4 ? start : start + 1;
    return {
      until: `${year}-${period.until}`,
      percentage: period.basisPoints / 100,
      description: `Rebate until ${year}-${period.until}`,
      extraCriteria: [],
    };
  });
}

/** The offer for a payment on this day: the earliest billing period that has not ended. */
export function offerOn(offers: readonly RebateOffer[], onDate: string): RebateOffer | undefined {
  return [...offers].filter((o) => o.until >= onDate).sort((a, b) => (a.until < b.until ? -1 : 1))[0];
}

/** A criterion is met when it names the condition as a word: 'online' meets 'Online payment'. */
const matches = (criteria: string, met: readonly string[]) => {
  const words = criteria
    .trim()
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return met.some((m) => words.includes(m.trim().toLowerCase()));
};

/**
 * The rebate a payment today would earn on the current year's unpaid tax, if it pays everything
 * (the amount owed after the rebate). `criteriaMet`: e.g. ['online'] for a gateway payment.
 */
export function rebateFor(
  dues: Dues,
  offers: readonly RebateOffer[],
  criteriaMet: readonly string[],
): Rebate | null {
  const offer = offerOn(offers, dues.onDate);
  const current = dues.years.find((y) => y.financialYear === dues.currentYear);
  if (!offer || !current || sumHeads(current.principal) <= 0) return null;
  const percentage =
    offer.percentage +
    offer.extraCriteria
      .filter((c) => matches(c.criteria, criteriaMet))
      .reduce((sum, c) => sum + c.percentage, 0);
  if (percentage <= 0) return null;
  const share = times(decimal(Math.min(percentage, 100)), parts(1, 100));
  const amounts = mapHeads((h) =>
    current.principal[h] > 0 ? roundHalfUpToRupees(times(integer(current.principal[h]), share)) : 0,
  );
  const capped = mapHeads((h) => Math.min(amounts[h], Math.max(0, current.principal[h])));
  const totalPaise = sumHeads(capped);
  if (totalPaise === 0) return null;
  return {
    discountId: offer.discountId,
    description: offer.description,
    percentage,
    financialYear: current.financialYear,
    amounts: capped,
    totalPaise,
  };
}
