// Reads of the mutations read model: the staff lists (newest first), one mutation, the open mutation
// of a property, the unfinished processes for the worker, and the fee table's versions.
import {
  feeOutstanding,
  mutationFeeRules,
  type FeeAccount,
  type MutationFeeComputation,
  type MutationFeeStatus,
  type MutationFeeTable,
  type MutationRow,
} from '@ptax/contracts';
import type { ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';
import { mutationConditions, type MutationFilters } from './filters';

/** A mutation as stored: its documents' keys and names (the service signs links to them). */
export type MutationRecord = Omit<MutationRow, 'documents'> & { documents: { id: string; name: string }[] };

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const FROM = `FROM mutations m
    LEFT JOIN properties p ON p.property_unique_id = m.property_unique_id
    LEFT JOIN mohallas mo ON mo.id = p.mohalla_id
    LEFT JOIN ledger_accounts la ON la.property_unique_id = m.property_unique_id`;

const SELECT = `SELECT m.mutation_id, m.property_unique_id, p.zone_id, p.ward_id, p.mohalla_id,
    mo.name AS mohalla_name, m.status, m.reason, m.owner, m.previous_owner, m.deed_number,
    to_char(m.deed_date, 'YYYY-MM-DD') AS deed_date, m.document_value_paise::float8 AS document_value_paise,
    m.market_value_paise::float8 AS market_value_paise, m.fee, la.state->'fees'->m.mutation_id AS fee_account,
    ${iso('m.requested_at')} AS requested_at, m.requested_by, ${iso('m.decided_at')} AS decided_at,
    m.decided_by, m.remarks, m.completed, m.documents ${FROM}`;

interface Stored {
  mutation_id: string;
  property_unique_id: string;
  zone_id: string | null;
  ward_id: string | null;
  mohalla_id: string | null;
  mohalla_name: string | null;
  status: MutationRow['status'];
  reason: MutationRow['reason'];
  owner: Record<string, string | undefined>;
  previous_owner: Record<string, string | undefined>;
  deed_number: string;
  deed_date: string;
  document_value_paise: number;
  market_value_paise: number;
  fee: MutationFeeComputation;
  fee_account: FeeAccount | null;
  requested_at: string;
  requested_by: string | null;
  decided_at: string | null;
  decided_by: string | null;
  remarks: string | null;
  completed: boolean;
  documents: { id: string; name: string }[];
}

/** Where the fee stands: from the ledger's own account of it once charged, else what the request says. */
function feeOf(computation: MutationFeeComputation, account: FeeAccount | null): MutationRow['fee'] {
  const amountPaise = computation.amountPaise;
  const paidPaise = account?.paidPaise ?? 0;
  const outstandingPaise = account ? feeOutstanding(account) : amountPaise;
  const status: MutationFeeStatus = account?.waivedAt
    ? 'waived'
    : amountPaise === 0
      ? 'free'
      : outstandingPaise === 0
        ? 'paid'
        : paidPaise > 0
          ? 'partPaid'
          : 'unpaid';
  return {
    amountPaise,
    paidPaise,
    outstandingPaise,
    waivedPaise: account?.waivedPaise ?? 0,
    refundedPaise: account?.refundedPaise ?? 0,
    status,
    computation,
  };
}

const orNull = (value: string | undefined) => value ?? null;

function toRecord(row: Stored): MutationRecord {
  return {
    id: row.mutation_id,
    mutationId: row.mutation_id,
    propertyUniqueId: row.property_unique_id,
    zoneId: row.zone_id,
    wardId: row.ward_id,
    mohallaId: row.mohalla_id,
    mohallaName: row.mohalla_name,
    status: row.status,
    reason: row.reason,
    ownerName: row.owner.ownerName ?? '',
    fatherName: orNull(row.owner.fatherName),
    husbandName: orNull(row.owner.husbandName),
    mobileNumber: row.owner.mobileNumber ?? '',
    houseNumber: orNull(row.owner.houseNumber),
    PTINNo: orNull(row.owner.ptinNo),
    previousOwnerName: row.previous_owner.ownerName ?? '',
    previousFatherName: orNull(row.previous_owner.fatherName),
    previousHusbandName: orNull(row.previous_owner.husbandName),
    deedNumber: row.deed_number,
    deedDate: row.deed_date,
    documentValuePaise: Number(row.document_value_paise),
    marketValuePaise: Number(row.market_value_paise),
    fee: feeOf(row.fee, row.fee_account),
    requestedAt: row.requested_at,
    requestedBy: row.requested_by,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    remarks: row.remarks,
    completed: row.completed,
    documents: row.documents,
  };
}

type Page = { page: number; limit: number };

/** The mutations the filters select, newest first; `page` null: every one of them (mutations/all). */
export async function listMutations(
  db: Queryable,
  filters: MutationFilters,
  scope: ReadScope,
  page: Page | null,
): Promise<{ rows: MutationRecord[]; total: number }> {
  const c = mutationConditions(filters, scope);
  const paging = page
    ? `LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`
    : '';
  const [list, count] = await Promise.all([
    db.query<Stored>(
      `${SELECT} ${c.sql()} ORDER BY m.requested_at DESC, m.mutation_id DESC ${paging}`,
      c.values,
    ),
    db.query<{ total: string }>(
      `SELECT count(*) AS total FROM mutations m
         LEFT JOIN properties p ON p.property_unique_id = m.property_unique_id ${c.sql()}`,
      c.values,
    ),
  ]);
  return { rows: list.rows.map(toRecord), total: Number(count.rows[0].total) };
}

/** One mutation by its number (any case). */
export async function findMutation(db: Queryable, mutationId: string): Promise<MutationRecord | null> {
  const { rows } = await db.query<Stored>(`${SELECT} WHERE upper(m.mutation_id) = upper($1)`, [
    mutationId.trim(),
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** A mutation of the property still pending or with steps left: a second request waits for it. */
export async function openMutationOf(db: Queryable, propertyUniqueId: string): Promise<string | null> {
  const { rows } = await db.query<{ mutation_id: string }>(
    `SELECT mutation_id FROM mutations
      WHERE property_unique_id = $1 AND (status = 'pending' OR NOT completed)
      ORDER BY requested_at LIMIT 1`,
    [propertyUniqueId],
  );
  return rows[0]?.mutation_id ?? null;
}

/** Mutations whose decision (or request) is older than `before` and whose steps are not all done. */
export async function unfinishedMutations(db: Queryable, before: string, limit = 500): Promise<string[]> {
  const { rows } = await db.query<{ mutation_id: string }>(
    `SELECT mutation_id FROM mutations
      WHERE NOT completed AND coalesce(decided_at, requested_at) < $1::timestamptz
      ORDER BY coalesce(decided_at, requested_at) LIMIT ${Math.trunc(limit)}`,
    [before],
  );
  return rows.map((row) => row.mutation_id);
}

/** Every version of the mutation fee table, oldest first. */
export async function mutationFeeTables(
  db: Queryable,
): Promise<(MutationFeeTable & { adoptedAt: string })[]> {
  const { rows } = await db.query<{
    version: number;
    effective_from: string;
    rules: unknown;
    adopted_at: string;
  }>(
    `SELECT version, to_char(effective_from, 'YYYY-MM-DD') AS effective_from, rules,
            ${iso('adopted_at')} AS adopted_at
       FROM mutation_fee_tables ORDER BY version`,
  );
  return rows.map((row) => ({
    version: row.version,
    effectiveFrom: row.effective_from,
    rules: mutationFeeRules.parse(row.rules),
    adoptedAt: row.adopted_at,
  }));
}
