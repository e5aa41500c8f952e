// The jalkal lists' filters (jalkalListFiltersSchema) as SQL conditions on `jalkal_edits` (e) joined
// with `properties` (p), within the reader's zones and wards. Which list a request is on depends on
// today's financial year: a request decided in an earlier one is archived.
import { Conditions, type ReadScope } from '../properties/filters';

export type JalkalList = 'pending' | 'approved' | 'rejected' | 'archived';

export interface JalkalEditFilters {
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  propertyUniqueId?: string;
  /** YYYY-MM-DD, inclusive: raised (pending) or decided (the other lists) between these days. */
  startDate?: string;
  endDate?: string;
}

/** The column each list is ordered by, newest first. */
export const ORDER_COLUMN: Record<JalkalList, string> = {
  pending: 'e.requested_at',
  approved: 'e.decided_at',
  rejected: 'e.decided_at',
  archived: 'e.decided_at',
};

/** Which requests a list holds; $year is today's financial year. */
function listCondition(c: Conditions, list: JalkalList, currentYear: string): string {
  if (list === 'pending') return `e.status = 'pending'`;
  const year = c.param(currentYear);
  if (list === 'archived') return `e.status <> 'pending' AND e.decided_year < ${year}`;
  return `e.status = ${c.param(list)} AND e.decided_year >= ${year}`;
}

/** The place, property and scope conditions every list and the summary share. */
export function placeConditions(filters: JalkalEditFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  const equal = (column: string, value: unknown) => {
    if (value !== undefined && value !== '') c.add(`${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`p.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`p.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  if (filters.propertyUniqueId)
    c.add(`e.property_unique_id = upper(${c.param(filters.propertyUniqueId.trim())})`);
  equal('p.zone_id', filters.zoneId);
  equal('p.ward_id', filters.wardId);
  equal('p.mohalla_id', filters.mohallaId);
  return c;
}

export function jalkalConditions(
  list: JalkalList,
  filters: JalkalEditFilters,
  scope: ReadScope,
  currentYear: string,
): Conditions {
  const c = placeConditions(filters, scope);
  c.add(listCondition(c, list, currentYear));
  const day = list === 'pending' ? 'e.requested_on' : 'e.decided_on';
  if (filters.startDate) c.add(`${day} >= ${c.param(filters.startDate)}::date`);
  if (filters.endDate) c.add(`${day} <= ${c.param(filters.endDate)}::date`);
  return c;
}
