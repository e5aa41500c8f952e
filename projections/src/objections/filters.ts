// The objection lists' filters (objectionListFiltersSchema) as SQL conditions on `objections` (o)
// joined with `properties` (p), within the reader's zones and wards.
import type { ObjectionStatus, UploaderType } from '@ptax/contracts';
import { Conditions, type ReadScope } from '../properties/filters';

export interface ObjectionFilters {
  objectionStatus?: ObjectionStatus;
  uploaderType?: UploaderType;
  /** YYYY-MM-DD: the day the citizen raised it. */
  objectionDate?: string;
  /** YYYY-MM-DD, inclusive: raised (the lists) or resolved (the resolved list) between these days. */
  startDate?: string;
  endDate?: string;
  propertyUniqueId?: string;
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  /** Only what this user uploaded: an operator sees their own objections. */
  uploadedBy?: string;
}

/** 'raised': every objection, dated by when it was raised; 'resolved': the resolved ones, by resolution. */
export type ObjectionView = 'raised' | 'resolved';

/** The column each view is ordered by, newest first. */
export const ORDER_COLUMN: Record<ObjectionView, string> = {
  raised: 'o.uploaded_at',
  resolved: 'o.resolved_at',
};

export function objectionConditions(filters: ObjectionFilters, scope: ReadScope, view: ObjectionView) {
  const c = new Conditions();
  const equal = (column: string, value: unknown) => {
    if (value !== undefined && value !== '') c.add(`${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`p.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`p.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  if (view === 'resolved') c.add(`o.status = 'resolved'`);
  equal('o.status', filters.objectionStatus);
  equal('o.uploader_type', filters.uploaderType);
  equal('o.uploaded_by', filters.uploadedBy);
  if (filters.objectionDate) c.add(`o.objection_on = ${c.param(filters.objectionDate)}::date`);
  if (filters.propertyUniqueId)
    c.add(`o.property_unique_id = upper(${c.param(filters.propertyUniqueId.trim())})`);
  equal('p.zone_id', filters.zoneId);
  equal('p.ward_id', filters.wardId);
  equal('p.mohalla_id', filters.mohallaId);
  const day = view === 'resolved' ? 'o.resolved_on' : 'o.objection_on';
  if (filters.startDate) c.add(`${day} >= ${c.param(filters.startDate)}::date`);
  if (filters.endDate) c.add(`${day} <= ${c.param(filters.endDate)}::date`);
  return c;
}
