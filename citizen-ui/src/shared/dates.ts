import { indiaDate } from '@ptax/contracts';

/** '2026-06-15T20:00:00Z' → '16-06-2026': the day in India, whatever the phone's time zone. */
export function indianDay(instant: string): string {
  const [year, month, day] = indiaDate(instant).split('-');
  return `${day}-${month}-${year}`;
}
