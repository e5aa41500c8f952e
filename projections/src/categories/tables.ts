import type { TableNames } from '../projection';

export type CategoryTable = 'categories' | 'sub_categories';
export const CATEGORY_TABLES: readonly CategoryTable[] = ['categories', 'sub_categories'];

// The category master. Rows are never deleted, only marked: a replayed addition must not bring a
// deleted category back. factor_thousandths: the ARV factor exactly (1.1 -> 1100). name_hi: the
// Hindi name, null when the master has none.
export function createCategoryTables(t: TableNames<CategoryTable>): string {
  return `
    CREATE TABLE ${t.categories} (
      category_number integer PRIMARY KEY,
      category_id text NOT NULL,
      name text NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      revision integer NOT NULL,
      name_hi text
    );
    CREATE INDEX ${t.categories}_id ON ${t.categories} (category_id);
    CREATE TABLE ${t.sub_categories} (
      sub_category_number integer PRIMARY KEY,
      category_number integer NOT NULL,
      name text NOT NULL,
      factor_thousandths integer NOT NULL,
      place integer NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      revision integer NOT NULL,
      name_hi text
    );
    CREATE INDEX ${t.sub_categories}_category ON ${t.sub_categories} (category_number);`;
}
