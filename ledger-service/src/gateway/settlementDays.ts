// Payout history is asked for by date range; the gateways answer per day, so ranges are bounded.
import { badRequest } from '../http/errors';

const MAX_SETTLEMENT_DAYS = 92;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a real calendar day, or null ('2025-02-30' would otherwise roll over to March). */
function dayStart(date: string): number | null {
  const time = DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(date) ? time : null;
}

/** The days from..to inclusive; refuses malformed or overlong ranges (one call per day). */
export function daysBetween(from: string, to: string): string[] {
  const start = dayStart(from);
  const end = dayStart(to);
  if (start === null || end === null) throw badRequest('Dates must be YYYY-MM-DD');
  if (end < start) throw badRequest('The end date is before the start date');
  if ((end - start) / DAY_MS >= MAX_SETTLEMENT_DAYS)
    throw badRequest(`At most ${MAX_SETTLEMENT_DAYS} days at a time`);
  const days: string[] = [];
  for (let day = start; day <= end; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}
