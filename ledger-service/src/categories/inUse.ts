// Which categories and sub-categories the property register uses, so the master never loses a
// factor a property's tax depends on. Reads the register's views when they exist.
import type { Queryable } from '@ptax/projections';

async function registerExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    "SELECT to_regclass('properties') IS NOT NULL AND to_regclass('property_floors') IS NOT NULL AS found",
  );
  return rows[0].found;
}

/** Number of properties whose own or floors' category is this one. */
export async function propertiesUsingCategory(db: Queryable, categoryNumber: number): Promise<number> {
  if (!(await registerExists(db))) return 0;
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM properties p
      WHERE p.category = $1 OR EXISTS (SELECT 1 FROM property_floors f
                                        WHERE f.property_unique_id = p.property_unique_id AND f.category = $1)`,
    [categoryNumber],
  );
  return rows[0].count;
}

/** The given sub-category numbers that a property or a floor uses. */
export async function subCategoriesInUse(db: Queryable, numbers: number[]): Promise<number[]> {
  if (numbers.length === 0 || !(await registerExists(db))) return [];
  const { rows } = await db.query<{ n: number }>(
    `SELECT DISTINCT n FROM (SELECT sub_category AS n FROM properties WHERE sub_category = ANY($1::int[])
                             UNION SELECT sub_category FROM property_floors WHERE sub_category = ANY($1::int[])) used`,
    [numbers],
  );
  return rows.map((row) => row.n);
}
