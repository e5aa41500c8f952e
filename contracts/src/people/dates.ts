// The one way people read dates, in both apps and on paper: DD-MM-YYYY, and DD-MM-YYYY HH:mm for a
// moment, always India's day and clock (IST, UTC+05:30 all year), whatever the machine's zone.

const IST_OFFSET_MS = 330 * 60_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** An instant of a value: a Date, epoch ms, or an ISO text; a bare 'YYYY-MM-DD' is not one. */
function instantOf(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** India's wall clock of an instant, read from a UTC Date shifted by IST's offset. */
const indiaClock = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MS);

const dayOf = (clock: Date) =>
  `${two(clock.getUTCDate())}-${two(clock.getUTCMonth() + 1)}-${clock.getUTCFullYear()}`;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A day for people: '26-11-2026'. A calendar day ('2026-11-26') is shown as that day; a moment is
 * shown as its day in India (23:30 UTC on the 25th is the 26th). Text that is no date comes back as is.
 */
export function formatDay(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string') {
    const day = DAY.exec(value);
    if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  }
  const instant = instantOf(value);
  return instant ? dayOf(indiaClock(instant)) : String(value);
}

/** A moment for people: '26-11-2026 13:34' in India's time. A calendar day alone shows as its day. */
export function formatDateTime(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string' && DAY.test(value)) return formatDay(value);
  const instant = instantOf(value);
  if (!instant) return String(value);
  const clock = indiaClock(instant);
  return `${dayOf(clock)} ${two(clock.getUTCHours())}:${two(clock.getUTCMinutes())}`;
}

/** A month for people: '2026-11' -> '11-2026'. */
export function formatMonth(value: unknown): string {
  if (isBlank(value)) return '';
  const month = /^(\d{4})-(\d{2})$/.exec(String(value));
  return month ? `${month[2]}-${month[1]}` : String(value);
}
