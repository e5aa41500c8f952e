// The roles read model (Roles Master screen, the officials form's role choice, POST officials'
// access name). Names are unique whatever their case: the command side reserves them.
import type { TableNames } from '../projection';

export type RoleTable = 'roles';

export function createRoleTables(t: TableNames<RoleTable>): string {
  return `
    CREATE TABLE ${t.roles} (
      id text PRIMARY KEY,
      name text NOT NULL,
      privileges text[] NOT NULL,
      added_at timestamptz NOT NULL,
      edited_at timestamptz,
      -- Revision of the last event of role-<id> applied to the row.
      revision integer NOT NULL
    );
    CREATE INDEX ${t.roles}_name ON ${t.roles} (lower(name));`;
}
