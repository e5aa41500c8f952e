// The notice list's filters (contracts noticeListFiltersSchema) as SQL conditions on `notices` (n),
// within the reader's zones and wards (where the property was when the notice was served).
import type { NoticeType } from '@ptax/contracts';
import { Conditions, type ReadScope } from '../properties/filters';

export interface NoticeFilters {
  noticeType?: NoticeType;
  noticeNumber?: string;
  jobId?: string;
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  propertyUniqueId?: string;
  /** YYYY-MM-DD, inclusive: the notice date. */
  startDate?: string;
  endDate?: string;
}

export function noticeConditions(filters: NoticeFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  const equal = (column: string, value: unknown) => {
    if (value !== undefined && value !== '') c.add(`${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`n.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`n.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  equal('n.notice_type', filters.noticeType);
  equal('n.job_id', filters.jobId);
  equal('n.zone_id', filters.zoneId);
  equal('n.ward_id', filters.wardId);
  equal('n.mohalla_id', filters.mohallaId);
  equal('n.property_unique_id', filters.propertyUniqueId);
  if (filters.noticeNumber) c.add(`n.notice_number = upper(${c.param(filters.noticeNumber.trim())})`);
  if (filters.startDate) c.add(`n.notice_date >= ${c.param(filters.startDate)}::date`);
  if (filters.endDate) c.add(`n.notice_date <= ${c.param(filters.endDate)}::date`);
  return c;
}
