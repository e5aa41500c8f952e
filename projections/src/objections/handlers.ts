// Pure: an objection event in, its statements out. An upload inserts the row once; a rejection or a
// resolution updates it only from an older revision, so a replay changes nothing. A resolution reads
// as resolved from its decision on (the correction follows within seconds, or after a crash from the
// process worker) and stays listed as unfinished until ObjectionResolved completes it.
import { indiaDate, type ObjectionEvent, type RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { ObjectionTable } from './tables';

export const OBJECTION_EVENT_TYPES = [
  'ObjectionUploaded',
  'ObjectionRejected',
  'ObjectionResolutionDecided',
  'ObjectionResolved',
] as const satisfies readonly ObjectionEvent['type'][];

type Data<Type extends ObjectionEvent['type']> = Extract<ObjectionEvent, { type: Type }>['data'];

/** Each stored file with its name; a file uploaded without one is named by its place. */
const documentsOf = (d: Data<'ObjectionUploaded'>) =>
  d.documentIds.map((id, index) => ({ id, name: d.documentNames?.[index] || `Document ${index + 1}` }));

function uploaded(event: RecordedEvent, t: TableNames<ObjectionTable>): SqlStatement {
  const d = event.data as Data<'ObjectionUploaded'>;
  const by = typeof event.metadata.userId === 'string' ? event.metadata.userId : null;
  return {
    text: `INSERT INTO ${t.objections} (objection_id, property_unique_id, uploader_type, uploaded_by, description,
             documents, objection_on, uploaded_at, status, revision)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::date, $8::timestamptz, 'pending', $9)
           ON CONFLICT (objection_id) DO NOTHING`,
    values: [
      d.objectionId,
      d.propertyUniqueId,
      d.uploaderType,
      by,
      d.description,
      JSON.stringify(documentsOf(d)),
      indiaDate(d.objectionAt),
      d.uploadedAt,
      event.revision,
    ],
  };
}

function rejected(event: RecordedEvent, t: TableNames<ObjectionTable>): SqlStatement {
  const d = event.data as Data<'ObjectionRejected'>;
  return {
    text: `UPDATE ${t.objections} SET status = 'rejected', rejection_reason = $2, rejected_at = $3::timestamptz,
             revision = $4
           WHERE objection_id = $1 AND revision < $4`,
    values: [d.objectionId, d.reason, d.rejectedAt, event.revision],
  };
}

function resolved(
  event: RecordedEvent,
  t: TableNames<ObjectionTable>,
  resolution: { objectionId: string; remarks?: string; at: string; reassessed: boolean; unfinished: boolean },
): SqlStatement {
  return {
    text: `UPDATE ${t.objections} SET status = 'resolved', resolution_remarks = $2, resolved_at = $3::timestamptz,
             resolved_on = $4::date, reassessed = $5, revision = $6,
             unfinished_since = CASE WHEN $7::boolean THEN $3::timestamptz END
           WHERE objection_id = $1 AND revision < $6`,
    values: [
      resolution.objectionId,
      resolution.remarks ?? null,
      resolution.at,
      indiaDate(resolution.at),
      resolution.reassessed,
      event.revision,
      resolution.unfinished,
    ],
  };
}

function decided(event: RecordedEvent, t: TableNames<ObjectionTable>): SqlStatement {
  const d = event.data as Data<'ObjectionResolutionDecided'>;
  return resolved(event, t, { ...d, at: d.decidedAt, reassessed: false, unfinished: true });
}

function completed(event: RecordedEvent, t: TableNames<ObjectionTable>): SqlStatement {
  const d = event.data as Data<'ObjectionResolved'>;
  return resolved(event, t, { ...d, at: d.resolvedAt, reassessed: d.reassessed ?? false, unfinished: false });
}

export function applyObjectionEvent(event: RecordedEvent, t: TableNames<ObjectionTable>): SqlStatement[] {
  switch (event.type) {
    case 'ObjectionUploaded':
      return [uploaded(event, t)];
    case 'ObjectionRejected':
      return [rejected(event, t)];
    case 'ObjectionResolutionDecided':
      return [decided(event, t)];
    case 'ObjectionResolved':
      return [completed(event, t)];
    default:
      return [];
  }
}
