// The mutation lists' filters (contracts mutationListFiltersSchema) as SQL conditions on `mutations`
// (m) joined with `properties` (p), within the reader's zones and wards.
import type { MutationStatus } from '@ptax/contracts';
import { Conditions, type ReadScope } from '../properties/filters';

export interface MutationFilters {
  status?: MutationStatus;
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  /** YYYY-MM-DD, inclusive: the day requested (India). */
  startDate?: string;
  endDate?: string;
  propertyUniqueId?: string;
  mutationId?: string;
}

export function mutationConditions(filters: MutationFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  const equal = (column: string, value: unknown) => {
    if (value !== undefined && value !== '') c.add(`${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`p.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`p.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  equal('m.status', filters.status);
  equal('p.zone_id', filters.zoneId);
  equal('p.ward_id', filters.wardId);
  equal('p.mohalla_id', filters.mohallaId);
  if (filters.propertyUniqueId)
    c.add(`m.property_unique_id = upper(${c.param(filters.propertyUniqueId.trim())})`);
  if (filters.mutationId) c.add(`upper(m.mutation_id) = upper(${c.param(filters.mutationId.trim())})`);
  if (filters.startDate) c.add(`m.requested_on >= ${c.param(filters.startDate)}::date`);
  if (filters.endDate) c.add(`m.requested_on <= ${c.param(filters.endDate)}::date`);
  return c;
}
