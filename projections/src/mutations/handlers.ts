// Pure: mutation events (and the steps their processes write on property streams) in, statements out.
// A request inserts the row once; a decision updates it only from an older revision of the mutation's
// stream; a step sets its flag, which a replay sets again to the same value.
import { indiaDate, type LedgerEvent, type MutationEvent, type RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { FeeTableTable, MutationTable } from './tables';

export const MUTATION_EVENT_TYPES = [
  'MutationRequested',
  'MutationApproved',
  'MutationRejected',
  'MutationFeeCharged',
  'MutationFeeWaived',
  'OwnerDetailsUpdated',
] as const;

type Data<Type extends MutationEvent['type']> = Extract<MutationEvent, { type: Type }>['data'];
type LedgerData<Type extends LedgerEvent['type']> = Extract<LedgerEvent, { type: Type }>['data'];
type Tables = TableNames<MutationTable>;

const by = (event: RecordedEvent) =>
  typeof event.metadata.userId === 'string' ? event.metadata.userId : null;

function requested(event: RecordedEvent, t: Tables): SqlStatement {
  const d = event.data as Data<'MutationRequested'>;
  return {
    text: `INSERT INTO ${t.mutations} (mutation_id, property_unique_id, status, reason, owner, previous_owner,
             deed_number, deed_date, document_value_paise, market_value_paise, documents, fee, requested_at,
             requested_on, requested_by, revision)
           VALUES ($1, $2, 'pending', $3, $4::jsonb, $5::jsonb, $6, $7::date, $8, $9, $10::jsonb, $11::jsonb,
             $12::timestamptz, $13::date, $14, $15)
           ON CONFLICT (mutation_id) DO NOTHING`,
    values: [
      d.mutationId,
      d.propertyUniqueId,
      d.reason,
      JSON.stringify(d.owner),
      JSON.stringify(d.previousOwner),
      d.deedNumber,
      d.deedDate,
      d.documentValuePaise,
      d.marketValuePaise,
      JSON.stringify(d.documents),
      JSON.stringify(d.fee),
      d.requestedAt,
      indiaDate(d.requestedAt),
      by(event),
      event.revision,
    ],
  };
}

function decided(event: RecordedEvent, t: Tables): SqlStatement {
  const approved = event.type === 'MutationApproved';
  const d = event.data as Omit<Data<'MutationApproved'>, 'approvedAt'> & {
    approvedAt?: string;
    rejectedAt?: string;
  };
  const at = approved ? d.approvedAt : d.rejectedAt;
  return {
    text: `UPDATE ${t.mutations} SET status = $2, decided_at = $3::timestamptz, decided_by = $4, remarks = $5,
             revision = $6
           WHERE mutation_id = $1 AND revision < $6`,
    values: [d.mutationId, approved ? 'approved' : 'rejected', at, d.userId, d.remarks, event.revision],
  };
}

const step = (t: Tables, column: string, mutationId: string): SqlStatement => ({
  text: `UPDATE ${t.mutations} SET ${column} = true WHERE mutation_id = $1 AND NOT ${column}`,
  values: [mutationId],
});

export function applyMutationEvent(event: RecordedEvent, t: Tables): SqlStatement[] {
  switch (event.type) {
    case 'MutationRequested':
      return [requested(event, t)];
    case 'MutationApproved':
    case 'MutationRejected':
      return [decided(event, t)];
    case 'MutationFeeCharged':
      return [step(t, 'fee_charged', (event.data as LedgerData<'MutationFeeCharged'>).mutationId)];
    case 'MutationFeeWaived':
      return [step(t, 'fee_waived', (event.data as LedgerData<'MutationFeeWaived'>).mutationId)];
    case 'OwnerDetailsUpdated': {
      const { mutationId } = event.data as { mutationId?: string };
      return mutationId ? [step(t, 'owner_changed', mutationId)] : [];
    }
    default:
      return [];
  }
}

export function applyFeeTableEvent(event: RecordedEvent, t: TableNames<FeeTableTable>): SqlStatement[] {
  if (event.type !== 'MutationFeeTableAdopted') return [];
  const d = event.data as Data<'MutationFeeTableAdopted'>;
  return [
    {
      text: `INSERT INTO ${t.mutation_fee_tables} (version, effective_from, rules, reason, adopted_at)
             VALUES ($1, $2::date, $3::jsonb, $4, $5::timestamptz) ON CONFLICT DO NOTHING`,
      values: [event.revision + 1, d.effectiveFrom, JSON.stringify(d.rules), d.reason ?? null, d.adoptedAt],
    },
  ];
}
