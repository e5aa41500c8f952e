import { financialYearOfInstant } from '../tax/years';

// Dates of the ledger are calendar days in India (YYYY-MM-DD). A financial year '2025-26' runs from
// 1 April 2025 to 31 March 2026, and its demand is due on that last day (DOMAIN.md).

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar day in India of an instant (ISO date-time or epoch ms). */
export function indiaDate(instant: string | number): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`${String(instant)} is not a date-time`);
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year a calendar day belongs to. */
export const financialYearOfDate = (date: string): string =>
  financialYearOfInstant(Date.parse(`${date}T00:00:00+05:30`));

/** 31 March at the end of the financial year: the demand is due by then. */
export const dueDateOf = (financialYear: string): string => `${Number(financialYear.slice(0, 4)) + 1}-03-31`;

/** Whole days from one calendar day to a later one (0 when `to` is not after `from`). */
export function daysBetween(from: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, days);
}

/** Financial years compare as text ('2024-25' < '2025-26'). */
export const byYear = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
