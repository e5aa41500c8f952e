// Reads of the self-assessments: one by its number (the citizen's status lookup, the officials'
// decisions) and the officials' list, filtered, within the caller's zones and wards, newest first.
import type {
  BuildingImagesData,
  PropertyDetails,
  SelfAssessmentForm,
  SelfAssessmentListFilters,
  SelfAssessmentStatus,
} from '@ptax/contracts';
import { Conditions, type ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';

export interface SelfAssessedFloor {
  floorNumber: number;
  rentType: string;
  rentUsage: string;
  type: string;
  category?: number;
  subCategory?: number;
  areaSqft: number;
}

export interface SelfAssessmentRow {
  id: string;
  selfAssessmentId: string;
  form: SelfAssessmentForm;
  status: SelfAssessmentStatus;
  propertyUniqueId: string | null;
  ownerName: string;
  mobileNumber: string | null;
  emailId: string | null;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  details: PropertyDetails;
  floors: SelfAssessedFloor[];
  buildingImages: BuildingImagesData;
  financialYear: string;
  arvPaise: number;
  totalTaxPaise: number;
  submittedAt: string;
  submittedBy: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectionReason: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = `
  SELECT s.self_assessment_id AS id, s.self_assessment_id AS "selfAssessmentId", s.form, s.status,
         s.property_unique_id AS "propertyUniqueId", s.owner_name AS "ownerName", s.mobile_number AS "mobileNumber",
         s.email_id AS "emailId", s.zone_id AS "zoneId", s.ward_id AS "wardId", s.mohalla_id AS "mohallaId",
         s.details, s.floors, s.building_images AS "buildingImages", s.financial_year AS "financialYear",
         s.arv_paise::float8 AS "arvPaise", s.total_tax_paise::float8 AS "totalTaxPaise",
         ${iso('s.submitted_at')} AS "submittedAt", s.submitted_by AS "submittedBy",
         ${iso('s.decided_at')} AS "decidedAt", s.decided_by AS "decidedBy",
         s.rejection_reason AS "rejectionReason"
    FROM self_assessments s`;

/** The self-assessment with this number (any case), or null. */
export async function findSelfAssessment(
  db: Queryable,
  selfAssessmentId: string,
): Promise<SelfAssessmentRow | null> {
  const { rows } = await db.query<SelfAssessmentRow>(`${SELECT} WHERE s.self_assessment_id = upper($1)`, [
    selfAssessmentId.trim(),
  ]);
  return rows[0] ?? null;
}

function listConditions(filters: SelfAssessmentListFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  const equal = (column: string, value: unknown) => {
    if (value !== undefined && value !== '') c.add(`${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`s.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`s.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  equal('s.status', filters.status);
  equal('s.zone_id', filters.zoneId);
  equal('s.ward_id', filters.wardId);
  equal('s.mohalla_id', filters.mohallaId);
  if (filters.startDate) c.add(`s.submitted_on >= ${c.param(filters.startDate)}::date`);
  if (filters.endDate) c.add(`s.submitted_on <= ${c.param(filters.endDate)}::date`);
  return c;
}

/** GET selfAssessment/all: a page of the filtered list, newest first, and how many there are. */
export async function listSelfAssessments(
  db: Queryable,
  filters: SelfAssessmentListFilters,
  scope: ReadScope,
  page: { page: number; limit: number },
): Promise<{ rows: SelfAssessmentRow[]; total: number }> {
  const c = listConditions(filters, scope);
  const [list, count] = await Promise.all([
    db.query<SelfAssessmentRow>(
      `${SELECT} ${c.sql()} ORDER BY s.submitted_at DESC, s.self_assessment_id DESC
        LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`,
      c.values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM self_assessments s ${c.sql()}`, c.values),
  ]);
  return { rows: list.rows, total: Number(count.rows[0].total) };
}
