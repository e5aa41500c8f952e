import {
  DEFAULT_TAX_RULES,
  financialYearOfDate,
  ruleSetOffers,
  type RebateOffer,
  type TaxRules,
} from '@ptax/contracts';
import { findRuleSet, listDiscounts, type Queryable } from '@ptax/projections';

// The rules a money decision of a day needs: the interest rules of the year's rule set and the
// rebate offers of the discount master (the rule set's default periods when the master has none
// for that year).

export interface DayRules {
  rules: TaxRules;
  offers: RebateOffer[];
}

export async function rulesOn(db: Queryable, date: string): Promise<DayRules> {
  const financialYear = financialYearOfDate(date);
  const ruleSet = await findRuleSet(db, financialYear);
  const rules = ruleSet ?? DEFAULT_TAX_RULES;
  const { rows } = await listDiscounts(db, { status: true }, { page: 1, limit: null });
  const fyStart = `${financialYear.slice(0, 4)}-04-01`;
  const fyEnd = `${Number(financialYear.slice(0, 4)) + 1}-03-31`;
  const offers: RebateOffer[] = rows
    .filter((row) => row.billingPeriod >= fyStart && row.billingPeriod <= fyEnd)
    .map((row) => ({
      discountId: row.id,
      until: row.billingPeriod,
      percentage: row.discountPercentage,
      description: row.periodDescription,
      extraCriteria: row.additionDiscountCriteria.map((c) => ({
        criteria: c.criteria,
        percentage: c.discountPercentage,
      })),
    }));
  return { rules, offers: offers.length > 0 ? offers : ruleSetOffers(financialYear, rules) };
}
