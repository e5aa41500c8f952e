// The logs' filters as SQL conditions on `log_entries` (l) joined with `properties` (p), within the
// reader's zones and wards: a change whose property lies outside them, or that concerns no property
// (a master, an account), is not shown to an official limited to some zones or wards.
import type { LogKind } from '@ptax/contracts';
import { Conditions, type ReadScope } from '../properties/filters';

export interface LogFilters {
  /** YYYY-MM-DD, inclusive, India time: the day the change was recorded. */
  startDate?: string;
  endDate?: string;
  /** The person's email (any case). */
  userId?: string;
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  /** The property, or another the change concerns (a shift's other side, a split's new ones). */
  propertyUniqueId?: string;
}

const DAY_START = (param: string) => `(${param}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`;

export function logConditions(kind: LogKind, filters: LogFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  if (kind !== 'all') c.add(`l.log = ${c.param(kind)}`);
  if (scope.zones) c.add(`p.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`p.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  if (filters.zoneId) c.add(`p.zone_id = ${c.param(filters.zoneId)}`);
  if (filters.wardId) c.add(`p.ward_id = ${c.param(filters.wardId)}`);
  if (filters.mohallaId) c.add(`p.mohalla_id = ${c.param(filters.mohallaId)}`);
  if (filters.userId) c.add(`l.user_id = lower(${c.param(filters.userId.trim())})`);
  if (filters.propertyUniqueId) {
    const id = `upper(${c.param(filters.propertyUniqueId.trim())})`;
    c.add(`(l.property_ids @> ARRAY[${id}] OR EXISTS (SELECT 1 FROM log_grouped g
             WHERE g.property_unique_id = ${id} AND g.entry_id = l.event_id))`);
  }
  if (filters.startDate) c.add(`l.recorded_at >= ${DAY_START(c.param(filters.startDate))}`);
  if (filters.endDate) c.add(`l.recorded_at < ${DAY_START(`(${c.param(filters.endDate)}::date + 1)`)}`);
  return c;
}
