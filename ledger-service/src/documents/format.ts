import { formatExactPaise } from '@ptax/contracts';

// How the documents print money and dates. Dates are read from their digits, never through the
// machine's time zone, so a bill shows the same day on every server.

/** 123456789 -> '₹12,34,567.89'; always two decimals; an amount on a bill is never negative. */
export function formatAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`${paise} is not a non-negative whole number of paise`);
  }
  return formatExactPaise({ n: BigInt(paise), d: 1n });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-07-31' -> '31-07-2026' (the same digits in both languages). */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`${isoDate} is not a date YYYY-MM-DD`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

// Without an offset, Date.parse would read the time in the server's zone.
const ZONED = /T.*(Z|[+-]\d{2}:\d{2})$/;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '2026-07-15T05:02:00Z' -> '15-07-2026 10:32 IST': the city's clock, whatever the server's. */
export function formatDateTime(isoDateTime: string): string {
  const at = ZONED.test(isoDateTime) ? Date.parse(isoDateTime) : NaN;
  if (Number.isNaN(at)) throw new RangeError(`${isoDateTime} is not an ISO date-time with a zone`);
  const ist = new Date(at + IST_OFFSET_MS).toISOString();
  return `${formatDate(ist.slice(0, 10))} ${ist.slice(11, 16)} IST`;
}
