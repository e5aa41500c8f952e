// Reads of the notes list (GET drcrNotes) and its export: filtered, within the caller's zones and
// wards, newest first. Where the property is comes from `properties` (the register read model).
import { Conditions, type ReadScope } from '../properties/filters';
import type { Queryable } from '../staff/queries';

export interface DrcrNoteFilters {
  debitCreditNo?: string;
  propertyUniqueId?: string;
  kind?: 'debit' | 'credit';
  financialYear?: string;
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  /** YYYY-MM-DD in India, inclusive. */
  startDate?: string;
  endDate?: string;
}

export interface DrcrNoteRow {
  id: string;
  noteId: string;
  debitCreditNo: string;
  kind: 'debit' | 'credit';
  propertyUniqueId: string;
  ownerName: string | null;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  financialYear: string;
  houseTaxPaise: number;
  waterTaxPaise: number;
  sewerTaxPaise: number;
  totalPaise: number;
  reason: string;
  receiptNumber: string | null;
  issuedAt: string;
  issuedBy: string | null;
}

const SELECT = `
  SELECT n.note_id AS id, n.note_id AS "noteId", n.debit_credit_no AS "debitCreditNo", n.kind,
         n.property_unique_id AS "propertyUniqueId", p.owner_name AS "ownerName", p.zone_id AS "zoneId",
         p.ward_id AS "wardId", p.mohalla_id AS "mohallaId", n.financial_year AS "financialYear",
         n.house_paise::float8 AS "houseTaxPaise", n.water_paise::float8 AS "waterTaxPaise",
         n.sewer_paise::float8 AS "sewerTaxPaise", n.total_paise::float8 AS "totalPaise", n.reason,
         n.receipt_number AS "receiptNumber",
         to_char(n.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt",
         n.issued_by AS "issuedBy", n.issued_at::text AS keyset_at
    FROM drcr_notes n
    LEFT JOIN properties p ON p.property_unique_id = n.property_unique_id`;

function noteConditions(filters: DrcrNoteFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  const equal = (column: string, value: unknown) => {
    if (value !== undefined && value !== '') c.add(`${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`p.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`p.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  if (filters.debitCreditNo)
    c.add(`upper(n.debit_credit_no) = upper(${c.param(filters.debitCreditNo.trim())})`);
  if (filters.propertyUniqueId)
    c.add(`n.property_unique_id = upper(${c.param(filters.propertyUniqueId.trim())})`);
  equal('n.kind', filters.kind);
  equal('n.financial_year', filters.financialYear);
  equal('p.zone_id', filters.zoneId);
  equal('p.ward_id', filters.wardId);
  equal('p.mohalla_id', filters.mohallaId);
  if (filters.startDate) c.add(`n.issued_on >= ${c.param(filters.startDate)}::date`);
  if (filters.endDate) c.add(`n.issued_on <= ${c.param(filters.endDate)}::date`);
  return c;
}

const withoutKeyset = ({ keyset_at: _keyset, ...row }: DrcrNoteRow & { keyset_at: string }): DrcrNoteRow =>
  row;

export async function listDrcrNotes(
  db: Queryable,
  filters: DrcrNoteFilters,
  scope: ReadScope,
  page: { page: number; limit: number },
): Promise<{ rows: DrcrNoteRow[]; total: number }> {
  const c = noteConditions(filters, scope);
  const [list, count] = await Promise.all([
    db.query<DrcrNoteRow & { keyset_at: string }>(
      `${SELECT} ${c.sql()} ORDER BY n.issued_at DESC, n.note_id DESC
        LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc((page.page - 1) * page.limit)}`,
      c.values,
    ),
    db.query<{ total: string }>(
      `SELECT count(*) AS total FROM drcr_notes n
         LEFT JOIN properties p ON p.property_unique_id = n.property_unique_id ${c.sql()}`,
      c.values,
    ),
  ]);
  return { rows: list.rows.map(withoutKeyset), total: Number(count.rows[0].total) };
}

/** Every note the filters select, newest first, in keyset batches (the export). */
export async function* drcrNoteBatches(
  db: Queryable,
  filters: DrcrNoteFilters,
  scope: ReadScope,
  batchSize = 2000,
): AsyncGenerator<DrcrNoteRow[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const c = noteConditions(filters, scope);
    if (after) c.add(`(n.issued_at, n.note_id) < (${c.param(after.at)}::timestamptz, ${c.param(after.id)})`);
    const { rows } = await db.query<DrcrNoteRow & { keyset_at: string }>(
      `${SELECT} ${c.sql()} ORDER BY n.issued_at DESC, n.note_id DESC LIMIT ${Math.trunc(batchSize)}`,
      c.values,
    );
    if (rows.length === 0) return;
    yield rows.map(withoutKeyset);
    const last = rows[rows.length - 1];
    after = { at: last.keyset_at, id: last.noteId };
    if (rows.length < batchSize) return;
  }
}
