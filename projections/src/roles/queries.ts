// Roles as the API answers them: `_id` is the spec's name for the id, `id` is react-admin's.
import type { Queryable } from '../staff/queries';

export interface RoleRow {
  _id: string;
  id: string;
  name: string;
  privileges: string[];
}

interface Row {
  id: string;
  name: string;
  privileges: string[];
}

const toRole = ({ id, name, privileges }: Row): RoleRow => ({ _id: id, id, name, privileges });

/** Every role, by name. */
export async function listRoles(db: Queryable): Promise<RoleRow[]> {
  const { rows } = await db.query<Row>('SELECT id, name, privileges FROM roles ORDER BY lower(name), id');
  return rows.map(toRole);
}

export async function findRole(db: Queryable, id: string): Promise<RoleRow | null> {
  const { rows } = await db.query<Row>('SELECT id, name, privileges FROM roles WHERE id = $1', [id]);
  return rows[0] ? toRole(rows[0]) : null;
}
