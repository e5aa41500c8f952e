// The staff read model: who can sign in, with what access. Emails are stored lowercased and unique:
// the login and `GET officials?email` look users up by email.
import type { TableNames } from '../projection';

export type StaffTable = 'officials' | 'operators';

export function createStaffTables(t: TableNames<StaffTable>): string {
  return `
    CREATE TABLE ${t.officials} (
      id text PRIMARY KEY,
      username text NOT NULL,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
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
      -- Revision of the last event of official-<id> applied to the row.
      revision integer NOT NULL
    );
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
