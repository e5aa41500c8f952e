// Reads of the discount master (view `discounts`) for GET discounts and discounts/posting, and for
// whoever computes a payment's rebate.
import type { Queryable } from '../staff/queries';

export interface DiscountRow {
  id: string;
  billingPeriod: string;
  periodDescription: string;
  status: boolean;
  discountPercentage: number;
  additionDiscountCriteria: { criteria: string; discountPercentage: number }[];
}

const SELECT = `SELECT id, billing_period AS "billingPeriod", period_description AS "periodDescription", status,
                       discount_percentage::float8 AS "discountPercentage",
                       addition_discount_criteria AS "additionDiscountCriteria"
                  FROM discounts`;

export interface DiscountFilter {
  ids?: string[];
  status?: boolean;
}

/** Discounts by billing period (earliest first), with paging; `limit` null lists every one. */
export async function listDiscounts(
  db: Queryable,
  filter: DiscountFilter,
  page: { page: number; limit: number | null },
): Promise<{ rows: DiscountRow[]; total: number }> {
  const values: unknown[] = [filter.ids ?? null, filter.status ?? null];
  const where = 'WHERE ($1::text[] IS NULL OR id = ANY($1)) AND ($2::boolean IS NULL OR status = $2)';
  const paging = page.limit === null ? '' : `LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`;
  const [{ rows }, count] = await Promise.all([
    db.query<DiscountRow>(`${SELECT} ${where} ORDER BY billing_period, id ${paging}`, values),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM discounts ${where}`, values),
  ]);
  return { rows, total: count.rows[0].total };
}

export async function findDiscount(db: Queryable, id: string): Promise<DiscountRow | null> {
  const { rows } = await db.query<DiscountRow>(`${SELECT} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The active discount a payment on `date` (YYYY-MM-DD) earns: the one whose billing period ends
 * soonest on or after the date, within the same financial year (April to March). Null: none.
 */
export async function discountOn(db: Queryable, date: string): Promise<DiscountRow | null> {
  const year = Number(date.slice(0, 4));
  const fyEnd = Number(date.slice(5, 7)) >= 4 ? `${year + 1}-03-31` : `${year}-03-31`;
  const { rows } = await db.query<DiscountRow>(
    `${SELECT} WHERE status AND billing_period >= $1 AND billing_period <= $2 ORDER BY billing_period, id LIMIT 1`,
    [date, fyEnd],
  );
  return rows[0] ?? null;
}
