// Pure: a jalkal edit event in, its statements out. A request inserts the row once; a decision and
// a completion update it only from an older revision, so a replay changes nothing.
import { financialYearOfDate, indiaDate, type JalkalEditEvent, type RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { JalkalEditTable } from './tables';

export const JALKAL_EDIT_EVENT_TYPES = [
  'JalkalEditRequested',
  'JalkalEditApproved',
  'JalkalEditRejected',
  'JalkalEditCompleted',
] as const satisfies readonly JalkalEditEvent['type'][];

type Data<Type extends JalkalEditEvent['type']> = Extract<JalkalEditEvent, { type: Type }>['data'];

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

function requested(event: RecordedEvent, t: TableNames<JalkalEditTable>): SqlStatement {
  const d = event.data as Data<'JalkalEditRequested'>;
  const by = typeof event.metadata.userId === 'string' ? event.metadata.userId : null;
  const documents = d.documentIds.map((id, index) => ({
    id,
    name: d.documentNames[index] || `Document ${index + 1}`,
  }));
  return {
    text: `INSERT INTO ${t.jalkal_edits} (jalkal_edit_id, property_unique_id, changes, previous, reason, effective_on,
             documents, requested_by, requested_at, requested_on, financial_year, status, revision)
           VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6::date, $7::jsonb, $8, $9::timestamptz, $10::date, $11,
             'pending', $12)
           ON CONFLICT (jalkal_edit_id) DO NOTHING`,
    values: [
      d.jalkalEditId,
      d.propertyUniqueId,
      json(d.changes),
      json(d.previous),
      d.reason,
      d.effectiveDate,
      json(documents),
      by,
      d.requestedAt,
      indiaDate(d.requestedAt),
      financialYearOfDate(d.effectiveDate),
      event.revision,
    ],
  };
}

/** approved or rejected, by whom, why and when. */
function decided(
  event: RecordedEvent,
  t: TableNames<JalkalEditTable>,
  status: 'approved' | 'rejected',
  d: { jalkalEditId: string; userId: string; comment: string },
  at: string,
  extra: { financialYear?: string; taxBefore?: unknown } = {},
): SqlStatement {
  const day = indiaDate(at);
  return {
    text: `UPDATE ${t.jalkal_edits} SET status = $2, decided_by = $3, comment = $4, decided_at = $5::timestamptz,
             decided_on = $6::date, decided_year = $7, financial_year = coalesce($8, financial_year),
             tax_before = $9::jsonb, revision = $10
           WHERE jalkal_edit_id = $1 AND revision < $10`,
    values: [
      d.jalkalEditId,
      status,
      d.userId,
      d.comment,
      at,
      day,
      financialYearOfDate(day),
      extra.financialYear ?? null,
      json(extra.taxBefore),
      event.revision,
    ],
  };
}

function completed(event: RecordedEvent, t: TableNames<JalkalEditTable>): SqlStatement {
  const d = event.data as Data<'JalkalEditCompleted'>;
  return {
    text: `UPDATE ${t.jalkal_edits} SET tax_after = $2::jsonb, reassessed = $3, demand_replaced = $4,
             completed_at = $5::timestamptz, revision = $6
           WHERE jalkal_edit_id = $1 AND revision < $6`,
    values: [d.jalkalEditId, json(d.taxAfter), d.reassessed, d.demandReplaced, d.completedAt, event.revision],
  };
}

export function applyJalkalEditEvent(event: RecordedEvent, t: TableNames<JalkalEditTable>): SqlStatement[] {
  switch (event.type) {
    case 'JalkalEditRequested':
      return [requested(event, t)];
    case 'JalkalEditApproved': {
      const d = event.data as Data<'JalkalEditApproved'>;
      return [decided(event, t, 'approved', d, d.approvedAt, d)];
    }
    case 'JalkalEditRejected': {
      const d = event.data as Data<'JalkalEditRejected'>;
      return [decided(event, t, 'rejected', d, d.rejectedAt)];
    }
    case 'JalkalEditCompleted':
      return [completed(event, t)];
    default:
      return [];
  }
}
