import type { TableNames } from '../projection';

export type SelfAssessmentTable = 'self_assessments';
export const SELF_ASSESSMENT_TABLES: readonly SelfAssessmentTable[] = ['self_assessments'];

// Citizens' self-assessments (Form A / Form C) with the self-assessed ARV and tax, for the status
// lookup and the officials' list. Where it is (zone, ward, mohalla) is the form's own place: a new
// property is on no register yet.
export function createSelfAssessmentTables(t: TableNames<SelfAssessmentTable>): string {
  return `
    CREATE TABLE ${t.self_assessments} (
      self_assessment_id text PRIMARY KEY,
      form text NOT NULL CHECK (form IN ('A', 'C')),
      status text NOT NULL CHECK (status IN ('submitted', 'accepted', 'rejected')),
      -- Named on the form for a property on the register; set on acceptance for a new one.
      property_unique_id text,
      owner_name text NOT NULL,
      mobile_number text,
      email_id text,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      mohalla_id text NOT NULL,
      details jsonb NOT NULL,
      floors jsonb NOT NULL,
      building_images jsonb NOT NULL,
      financial_year text NOT NULL,
      arv_paise bigint NOT NULL,
      total_tax_paise bigint NOT NULL,
      submitted_at timestamptz NOT NULL,
      -- The calendar day in India, for the date filters.
      submitted_on date NOT NULL,
      submitted_by text,
      decided_at timestamptz,
      decided_by text,
      rejection_reason text,
      -- An acceptance decided whose register change is not yet recorded (the process worker's list).
      unfinished_since timestamptz,
      revision integer NOT NULL
    );
    CREATE INDEX ${t.self_assessments}_submitted ON ${t.self_assessments} (submitted_at DESC, self_assessment_id DESC);
    CREATE INDEX ${t.self_assessments}_place ON ${t.self_assessments} (zone_id, ward_id, mohalla_id);
    CREATE INDEX ${t.self_assessments}_status ON ${t.self_assessments} (status, submitted_on);
    CREATE INDEX ${t.self_assessments}_unfinished ON ${t.self_assessments} (unfinished_since)
      WHERE unfinished_since IS NOT NULL;`;
}
