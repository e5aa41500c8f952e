import { dueDateOf, financialYearOfDate, indiaDate } from '@ptax/contracts';
import type { Discount } from './api';

// The current financial year's calendar for the home page: the rebate periods of the discount
// master, the due date and the day interest starts, all as calendar days in India (YYYY-MM-DD).

export interface RebatePeriod {
  until: string;
  percentage: number;
  extras: { criteria: string; percentage: number }[];
}

export interface YearDeadlines {
  today: string;
  financialYear: string;
  /** This year's active periods, by their last day. */
  periods: RebatePeriod[];
  /** The period a payment today falls in: the first whose last day is today or later. */
  onOffer: RebatePeriod | null;
  /** The period after that one, if any. */
  next: RebatePeriod | null;
  dueDate: string;
  interestFrom: string;
}

const DAY_MS = 86_400_000;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const periodOf = (discount: Discount): RebatePeriod => ({
  until: discount.billingPeriod,
  percentage: discount.discountPercentage,
  extras: (discount.additionDiscountCriteria ?? []).map(({ criteria, discountPercentage }) => ({
    criteria,
    percentage: discountPercentage,
  })),
});

/** What is on offer at `now` (epoch ms) and what comes next, chosen as the server's discounts/posting does. */
export function yearDeadlines(discounts: readonly Discount[], now: number): YearDeadlines {
  const today = indiaDate(now);
  const financialYear = financialYearOfDate(today);
  const dueDate = dueDateOf(financialYear);
  const firstDay = `${financialYear.slice(0, 4)}-04-01`;
  const periods = discounts
    .filter((d) => d.status && d.billingPeriod >= firstDay && d.billingPeriod <= dueDate)
    .sort((a, b) => byText(a.billingPeriod, b.billingPeriod) || byText(a.id, b.id))
    .map(periodOf);
  const at = periods.findIndex((period) => period.until >= today);
  const onOffer = at < 0 ? null : periods[at];
  const next = onOffer
    ? (periods.slice(at + 1).find((period) => period.until > onOffer.until) ?? null)
    : null;
  return { today, financialYear, periods, onOffer, next, dueDate, interestFrom: dayAfter(dueDate) };
}
