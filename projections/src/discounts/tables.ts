import type { TableNames } from '../projection';

export type DiscountTable = 'discounts';
export const DISCOUNT_TABLES: readonly DiscountTable[] = ['discounts'];

// The discount master: billing_period is the last day (YYYY-MM-DD, inclusive) a payment earns the
// percentage. Percentages are not money: numeric keeps 2.5 exactly.
export function createDiscountTables(t: TableNames<DiscountTable>): string {
  return `
    CREATE TABLE ${t.discounts} (
      id text PRIMARY KEY,
      billing_period text NOT NULL,
      period_description text NOT NULL,
      status boolean NOT NULL,
      discount_percentage numeric NOT NULL,
      addition_discount_criteria jsonb NOT NULL,
      added_at timestamptz NOT NULL,
      edited_at timestamptz,
      revision integer NOT NULL
    );
    CREATE INDEX ${t.discounts}_period ON ${t.discounts} (billing_period);`;
}
