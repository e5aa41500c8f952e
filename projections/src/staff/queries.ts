// Lookups for the login and `GET officials?email` / `operators?email`. They read the read-model views
// (`officials`, `operators`), so they keep working across a rebuild and switch. A deleted official
// is not found: they can no longer sign in, and their token stops passing the account checks.
import type { UserDetails, UserKind } from '@ptax/contracts';
import type { QueryResult, QueryResultRow } from 'pg';

/** A pg Pool, PoolClient or Client. */
export interface Queryable {
  query<Row extends QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
}

/** UserDetails plus what the token and the guards need. */
export interface StaffUser extends UserDetails {
  id: string;
  kind: UserKind;
  loginType: string;
  accessType: string;
  /** Zone / ward ids an official is limited to; empty means every zone / ward. Operators: empty. */
  accessibleZones: string[];
  accessibleWards: string[];
}

interface Row {
  id: string;
  username: string;
  email: string;
  access_name: string;
  access_type: string;
  login_type: string;
  is_super_admin: boolean;
  accessible_zones: string[];
  accessible_wards: string[];
}

async function findByEmail(db: Queryable, kind: UserKind, email: string): Promise<StaffUser | null> {
  // The views' names are constants here: never built from input.
  const source =
    kind === 'official'
      ? `SELECT id, username, email, access_name, access_type, login_type, is_super_admin,
                accessible_zones, accessible_wards FROM officials WHERE deleted_at IS NULL AND`
      : `SELECT id, username, email, access_name, access_type, login_type, false AS is_super_admin,
                '{}'::text[] AS accessible_zones, '{}'::text[] AS accessible_wards FROM operators WHERE`;
  const { rows } = await db.query<Row>(`${source} email = lower($1)`, [email.trim()]);
  if (rows.length === 0) return null;
  const row = rows[0];
  return {
    id: row.id,
    kind,
    username: row.username,
    email: row.email,
    accessName: row.access_name,
    accessType: row.access_type,
    loginType: row.login_type,
    isSuperAdmin: row.is_super_admin,
    accessibleZones: row.accessible_zones,
    accessibleWards: row.accessible_wards,
  };
}

export const findOfficialByEmail = (db: Queryable, email: string) => findByEmail(db, 'official', email);
export const findOperatorByEmail = (db: Queryable, email: string) => findByEmail(db, 'operator', email);
