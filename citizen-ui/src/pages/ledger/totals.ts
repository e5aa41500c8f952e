import type { Figures, LedgerYear } from './api';

// The one sum the page makes itself: the "all years" row is the server's year totals added up, column
// by column. Everything else on the page is shown as the server gave it.

export const FIGURE_KEYS = [
  'demandPaise',
  'adjustmentPaise',
  'rebatePaise',
  'interestPaise',
  'paidPaise',
  'balancePaise',
] as const satisfies readonly (keyof Figures)[];

export function sumOfYears(years: readonly LedgerYear[]): Figures {
  const sum = (key: keyof Figures) => years.reduce((total, year) => total + year.total[key], 0);
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, sum(key)])) as unknown as Figures;
}

/** Adjustments (notes, corrections) are rare: their column shows only when some year has one. */
export const hasAdjustments = (years: readonly LedgerYear[]) =>
  years.some((year) => Object.values(year.heads).some((head) => head.adjustmentPaise !== 0));

/** Newest year first, as a citizen reads a ledger. */
export const newestFirst = (years: readonly LedgerYear[]) =>
  [...years].sort((a, b) => (a.financialYear < b.financialYear ? 1 : -1));
