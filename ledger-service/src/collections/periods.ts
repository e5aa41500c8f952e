// The dashboard's periods: the same day last year, and a range of days cut into the part the monthly
// roll-up answers (whole months) and the days before and after it, so a year to date reads a few
// hundred rows per ward rather than every day of every mohalla.

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
};
const lastOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  return dayOf(new Date(Date.UTC(year, month, 0)));
};

/** The same day a year before; 29 February falls back to the 28th. */
export function sameDayLastYear(day: string): string {
  const [year, month, date] = day.split('-');
  const earlier = `${Number(year) - 1}-${month}-`;
  const last = lastOfMonth(`${earlier}01`);
  return `${earlier}${date}` > last ? last : `${earlier}${date}`;
}

/** The first day of the financial year a day lies in (1 April). */
export function startOfFinancialYear(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** [start, end] cut into the days before the first whole month, the whole months, the days after. */
export function splitAtWholeMonths(start: string, end: string): [string, string][] {
  const parts: [string, string][] = [];
  let from = start;
  if (!from.endsWith('-01')) {
    const last = lastOfMonth(from) < end ? lastOfMonth(from) : end;
    parts.push([from, last]);
    from = addDays(last, 1);
  }
  if (from > end) return parts;
  const lastWhole = end === lastOfMonth(end) ? end : addDays(`${end.slice(0, 8)}01`, -1);
  if (lastWhole >= from) {
    parts.push([from, lastWhole]);
    from = addDays(lastWhole, 1);
  }
  if (from <= end) parts.push([from, end]);
  return parts;
}
