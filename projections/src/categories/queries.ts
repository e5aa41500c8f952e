// Reads of the category master (views `categories`, `sub_categories`): the API's rows and the ARV
// factors the tax engine needs.
import type { CategoryRow } from '@ptax/contracts';
import type { Queryable } from '../staff/queries';

const SELECT_CATEGORIES = `
  SELECT c.category_number AS category, c.category_id AS "categoryId", c.name, c.name_hi AS "nameHi",
         coalesce(json_agg(json_build_object('subCategory', s.sub_category_number, 'name', s.name,
                                             'nameHi', s.name_hi, 'factor', s.factor_thousandths / 1000.0)
                           ORDER BY s.place) FILTER (WHERE s.sub_category_number IS NOT NULL), '[]') AS "subCategories"
    FROM categories c
    LEFT JOIN sub_categories s ON s.category_number = c.category_number AND NOT s.deleted
   WHERE NOT c.deleted`;

export interface StoredCategory extends CategoryRow {
  /** The stream id (category-<categoryId>). */
  categoryId: string;
}

const toRow = (row: Omit<StoredCategory, 'id'>): StoredCategory => ({ id: row.category, ...row });

/** Every category, by number, with its sub-categories in their order. */
export async function listCategories(db: Queryable): Promise<StoredCategory[]> {
  const { rows } = await db.query<Omit<StoredCategory, 'id'>>(
    `${SELECT_CATEGORIES} GROUP BY c.category_number, c.category_id, c.name, c.name_hi ORDER BY c.category_number`,
  );
  return rows.map(toRow);
}

export async function findCategory(db: Queryable, categoryNumber: number): Promise<StoredCategory | null> {
  const { rows } = await db.query<Omit<StoredCategory, 'id'>>(
    `${SELECT_CATEGORIES} AND c.category_number = $1 GROUP BY c.category_number, c.category_id, c.name, c.name_hi`,
    [categoryNumber],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** The largest category number ever used, deleted ones included (numbers are never reused). */
export async function lastCategoryNumber(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ last: number | null }>(
    'SELECT max(category_number) AS last FROM categories',
  );
  return rows[0].last ?? 0;
}

/** Sub-category number -> ARV factor (1.1, 4...), for the given numbers that exist and are not deleted. */
export async function subCategoryFactors(db: Queryable, numbers: number[]): Promise<Record<string, number>> {
  if (numbers.length === 0) return {};
  const { rows } = await db.query<{ sub: number; thousandths: number }>(
    `SELECT sub_category_number AS sub, factor_thousandths AS thousandths FROM sub_categories
      WHERE sub_category_number = ANY($1::int[]) AND NOT deleted`,
    [numbers],
  );
  return Object.fromEntries(rows.map((row) => [String(row.sub), row.thousandths / 1000]));
}

/**
 * Sub-category number -> its name in the master in English and Hindi (the name when it has no Hindi
 * one); a deleted one keeps its name for old assessments.
 */
export async function subCategoryNames(
  db: Queryable,
  numbers: number[],
): Promise<Record<string, { en: string; hi: string }>> {
  if (numbers.length === 0) return {};
  const { rows } = await db.query<{ sub: number; name: string; hi: string }>(
    `SELECT sub_category_number AS sub, name, coalesce(name_hi, name) AS hi
       FROM sub_categories WHERE sub_category_number = ANY($1::int[])`,
    [numbers],
  );
  return Object.fromEntries(rows.map((row) => [String(row.sub), { en: row.name, hi: row.hi }]));
}
