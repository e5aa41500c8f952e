import { DEFAULT_TAX_RULES, discountStream, SEEDED_RULE_SET_YEARS, type EventStore } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { discountDecider } from './decide';

/** The demo city's extra criterion; DOMAIN.md names online payment but gives no figure. */
export const ONLINE_PAYMENT_CRITERION = { criteria: 'Online payment', discountPercentage: 1 };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const FIRST_MONTH_OF_FINANCIAL_YEAR = 4;

/** A rebate period of the rule set ('07-31') as the billing period of a financial year ('2025-07-31'). */
export function billingPeriodOf(financialYear: string, until: string): string {
  const start = Number(financialYear.slice(0, 4));
  const year = Number(until.slice(0, 2)) >= FIRST_MONTH_OF_FINANCIAL_YEAR ? start : start + 1;
  return `${year}-${until}`;
}

/**
 * DOMAIN.md's default discounts (the rule set's rebate periods: 10% to 31 July, 5% to 31 December)
 * for each seeded year, with the online payment criterion. Fixed ids: a second run adds nothing.
 */
export async function seedDefaultDiscounts(store: EventStore, now: () => number): Promise<number> {
  let added = 0;
  for (const financialYear of SEEDED_RULE_SET_YEARS) {
    for (const [index, period] of DEFAULT_TAX_RULES.rebatePeriods.entries()) {
      const discountId = `default-${financialYear}-${index + 1}`;
      if ((await store.readStream(discountStream(discountId))).length > 0) continue;
      const billingPeriod = billingPeriodOf(financialYear, period.until);
      const day = `${Number(billingPeriod.slice(8))} ${MONTHS[Number(billingPeriod.slice(5, 7)) - 1]} ${billingPeriod.slice(0, 4)}`;
      const input = {
        billingPeriod,
        periodDescription: `Current year's tax paid by ${day} (${financialYear})`,
        status: true,
        discountPercentage: period.basisPoints / 100,
        additionDiscountCriteria: [ONLINE_PAYMENT_CRITERION],
      };
      const command = { type: 'AddDiscount' as const, discountId, input, at: new Date(now()).toISOString() };
      await handleCommand(store, discountStream(discountId), discountDecider, command, {
        userId: 'seed',
        command: 'AddDiscount',
      });
      added++;
    }
  }
  return added;
}
