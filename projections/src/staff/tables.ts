// The staff read model: who can sign in, with what access. Emails are stored lowercased and unique
// among officials not deleted: the login and `GET officials?email` look users up by email, and a
// deleted official's email may be given to someone new. A deleted official keeps their row.
import type { TableNames } from '../projection';

export type StaffTable = 'officials' | 'operators';

export function createStaffTables(t: TableNames<StaffTable>): string {
  return `
    CREATE TABLE ${t.officials} (
      id text PRIMARY KEY,
      username text NOT NULL,
      email text NOT NULL CHECK (email = lower(email)),
      mobile text,
      designation text,
      login_type text NOT NULL,
      access_id text NOT NULL,
      access_name text NOT NULL,
      access_type text NOT NULL,
      is_super_admin boolean NOT NULL,
      city_id text NOT NULL,
      accessible_zones text[] NOT NULL,
      accessible_wards text[] NOT NULL,
      min_value bigint NOT NULL,
      max_value bigint NOT NULL,
      password_changed_at timestamptz,
      updated_at timestamptz,
      deleted_at timestamptz,
      -- Revision of the last event of official-<id> applied to the row.
      revision integer NOT NULL
    );
    CREATE UNIQUE INDEX ${t.officials}_email ON ${t.officials} (email) WHERE deleted_at IS NULL;
    CREATE INDEX ${t.officials}_username ON ${t.officials} (lower(username));
    CREATE TABLE ${t.operators} (
      id text PRIMARY KEY,
      username text NOT NULL,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      mobile text,
      designation text,
      login_type text NOT NULL,
      access_id text NOT NULL,
      access_name text NOT NULL,
      access_type text NOT NULL,
      city_id text NOT NULL,
      password_changed_at timestamptz,
      -- Revision of the last event of operator-<id> applied to the row.
      revision integer NOT NULL
    );`;
}
