// Which aggregates a report reads, and the key it groups them by.
import type { CollectionFilters } from './filters';

/** What a report groups the aggregate rows by (SQL over alias a). */
export const GROUPINGS = {
  all: `'all'`,
  mode: 'a.mode',
  month: `to_char(a.day, 'YYYY-MM')`,
  day: `to_char(a.day, 'YYYY-MM-DD')`,
  zone: 'a.zone_id',
  ward: 'a.ward_id',
  mohalla: 'a.mohalla_id',
} as const;
export type CollectionGrouping = keyof typeof GROUPINGS;

/** The last day of the month of a YYYY-MM-DD day. */
const lastOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/**
 * The aggregates to read: the monthly roll-up (a few rows per ward and month) when whole months are
 * asked for without a mohalla or a day in the answer, else the daily rows per mohalla.
 */
export function aggregatesFor(filters: CollectionFilters, grouping: CollectionGrouping) {
  const wholeMonths =
    (!filters.startDate || filters.startDate.endsWith('-01')) &&
    (!filters.endDate || filters.endDate === lastOfMonth(filters.endDate));
  const monthly = wholeMonths && !filters.mohallaId && grouping !== 'day' && grouping !== 'mohalla';
  return monthly
    ? { receipts: 'collection_month_receipts', amounts: 'collection_month_amounts' }
    : { receipts: 'collection_receipts', amounts: 'collection_amounts' };
}
