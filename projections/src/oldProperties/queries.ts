// Reads of the old register: by PTIN (matching a property) and the list of the Old Properties screen.
import type { OldPropertyRecord } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';

/** An old record as the API answers it: the form's field names, amounts in paise. */
export interface OldPropertyRow extends Omit<
  OldPropertyRecord,
  'ptinNo' | 'arrears' | 'interest' | 'oldTax'
> {
  id: string;
  oldPropertyId: string;
  PTINNo: string;
  arrearsHouseTaxPaise: number;
  interestHouseTaxPaise: number;
  oldHouseTaxPaise: number;
  arrearsWaterTaxPaise: number;
  interestWaterTaxPaise: number;
  oldWaterTaxPaise: number;
  arrearsSewarageTaxPaise: number;
  interestSewerTaxPaise: number;
  oldSewerTaxPaise: number;
  arrearsTotalTaxPaise: number;
  linkedPropertyUniqueId: string | null;
  linkedAt: string | null;
  recordedAt: string;
}

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === null ? null : String(value);

export function toOldPropertyRow(row: Record<string, unknown>): OldPropertyRow {
  const { ptinNo, arrears, interest, oldTax, arrearsTotalPaise, ...rest } = row.record as OldPropertyRecord;
  return {
    id: row.old_property_id as string,
    oldPropertyId: row.old_property_id as string,
    PTINNo: ptinNo,
    ...rest,
    arrearsHouseTaxPaise: arrears.housePaise,
    interestHouseTaxPaise: interest.housePaise,
    oldHouseTaxPaise: oldTax.housePaise,
    arrearsWaterTaxPaise: arrears.waterPaise,
    interestWaterTaxPaise: interest.waterPaise,
    oldWaterTaxPaise: oldTax.waterPaise,
    arrearsSewarageTaxPaise: arrears.sewerPaise,
    interestSewerTaxPaise: interest.sewerPaise,
    oldSewerTaxPaise: oldTax.sewerPaise,
    arrearsTotalTaxPaise: arrearsTotalPaise ?? arrears.housePaise + arrears.waterPaise + arrears.sewerPaise,
    linkedPropertyUniqueId: (row.linked_property_unique_id as string) ?? null,
    linkedAt: iso(row.linked_at),
    recordedAt: iso(row.recorded_at) as string,
  };
}

export async function findOldPropertyByPtin(db: Queryable, ptin: string): Promise<OldPropertyRow | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT * FROM old_properties WHERE ptin_no = upper($1)',
    [ptin.trim()],
  );
  return rows.length ? toOldPropertyRow(rows[0]) : null;
}

export interface OldPropertyFilters {
  /** The start of a PTIN. */
  ptin?: string;
  ownerName?: string;
  matchingStatus?: 'matched' | 'unmatched';
}

export async function listOldProperties(
  db: Queryable,
  filters: OldPropertyFilters,
  page: { page: number; limit: number },
): Promise<{ rows: OldPropertyRow[]; total: number }> {
  const values: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  if (filters.ptin)
    where.push(
      `ptin_no LIKE ${param(
        filters.ptin
          .trim()
          .toUpperCase()
          .replace(/[\\%_]/g, '\\$&'),
      )} || '%'`,
    );
  if (filters.ownerName)
    where.push(
      `lower(owner_name) LIKE '%' || ${param(
        filters.ownerName
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, '\\$&'),
      )} || '%'`,
    );
  if (filters.matchingStatus === 'matched') where.push('linked_property_unique_id IS NOT NULL');
  if (filters.matchingStatus === 'unmatched') where.push('linked_property_unique_id IS NULL');
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const filterValues = [...values];
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM old_properties ${clause} ORDER BY recorded_at DESC, old_property_id
      LIMIT ${param(page.limit)} OFFSET ${param((page.page - 1) * page.limit)}`,
    values,
  );
  const { rows: totals } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM old_properties ${clause}`,
    filterValues,
  );
  return { rows: rows.map(toOldPropertyRow), total: Number(totals[0].n) };
}
