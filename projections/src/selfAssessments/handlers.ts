// Pure: one self-assessment event in, its statements out. The row is written once on submission;
// a decision changes it only when the row is older than the event, so a replay is harmless. An
// acceptance reads as accepted from its decision on (the decision is taken; the register follows
// within seconds, or after a crash from the process worker), and stays listed as unfinished until
// SelfAssessmentAccepted records that the register holds it.
import { indiaDate, type RecordedEvent, type SelfAssessmentEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { SelfAssessmentTable } from './tables';

type Data<Type extends SelfAssessmentEvent['type']> = Extract<SelfAssessmentEvent, { type: Type }>['data'];

export const SELF_ASSESSMENT_EVENT_TYPES = [
  'SelfAssessmentSubmitted',
  'SelfAssessmentAcceptanceDecided',
  'SelfAssessmentAccepted',
  'SelfAssessmentRejected',
] as const satisfies readonly SelfAssessmentEvent['type'][];

const userOf = (event: RecordedEvent) =>
  typeof event.metadata.userId === 'string' ? event.metadata.userId : null;

function submitted(event: RecordedEvent, t: TableNames<SelfAssessmentTable>): SqlStatement {
  const d = event.data as Data<'SelfAssessmentSubmitted'>;
  return {
    text: `INSERT INTO ${t.self_assessments} (self_assessment_id, form, status, property_unique_id, owner_name,
             mobile_number, email_id, zone_id, ward_id, mohalla_id, details, floors, building_images, financial_year,
             arv_paise, total_tax_paise, submitted_at, submitted_on, submitted_by, revision)
           VALUES ($1, $2, 'submitted', $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12::jsonb, $13, $14, $15,
                   $16::timestamptz, $17::date, $18, $19)
           ON CONFLICT (self_assessment_id) DO NOTHING`,
    values: [
      d.selfAssessmentId,
      d.form,
      d.propertyUniqueId ?? null,
      d.details.ownerName,
      d.details.mobileNumber ?? null,
      d.details.emailId ?? null,
      d.details.zoneId,
      d.details.wardId,
      d.details.mohallaId,
      JSON.stringify(d.details),
      JSON.stringify(d.floors),
      JSON.stringify(d.buildingImages),
      d.financialYear,
      d.arvPaise,
      d.totalTaxPaise,
      d.submittedAt,
      indiaDate(d.submittedAt),
      userOf(event),
      event.revision,
    ],
  };
}

function decided(
  event: RecordedEvent,
  t: TableNames<SelfAssessmentTable>,
  change: {
    status: 'accepted' | 'rejected';
    propertyUniqueId?: string;
    reason?: string;
    at: string;
    unfinished?: boolean;
  },
): SqlStatement {
  const d = event.data as { selfAssessmentId: string };
  return {
    text: `UPDATE ${t.self_assessments}
              SET status = $2, property_unique_id = coalesce($3, property_unique_id), rejection_reason = $4,
                  decided_at = $5::timestamptz, decided_by = $6, revision = $7,
                  unfinished_since = CASE WHEN $8::boolean THEN $5::timestamptz END
            WHERE self_assessment_id = $1 AND revision < $7`,
    values: [
      d.selfAssessmentId,
      change.status,
      change.propertyUniqueId ?? null,
      change.reason ?? null,
      change.at,
      userOf(event),
      event.revision,
      change.unfinished ?? false,
    ],
  };
}

export function applySelfAssessmentEvent(
  event: RecordedEvent,
  t: TableNames<SelfAssessmentTable>,
): SqlStatement[] {
  switch (event.type as SelfAssessmentEvent['type']) {
    case 'SelfAssessmentSubmitted':
      return [submitted(event, t)];
    case 'SelfAssessmentAcceptanceDecided': {
      const d = event.data as Data<'SelfAssessmentAcceptanceDecided'>;
      const change = { propertyUniqueId: d.propertyUniqueId, at: d.decidedAt, unfinished: true };
      return [decided(event, t, { status: 'accepted', ...change })];
    }
    case 'SelfAssessmentAccepted': {
      const d = event.data as Data<'SelfAssessmentAccepted'>;
      return [
        decided(event, t, { status: 'accepted', propertyUniqueId: d.propertyUniqueId, at: d.acceptedAt }),
      ];
    }
    case 'SelfAssessmentRejected': {
      const d = event.data as Data<'SelfAssessmentRejected'>;
      return [decided(event, t, { status: 'rejected', reason: d.reason, at: d.rejectedAt })];
    }
    default:
      return [];
  }
}
