import type { Pool } from 'pg';

export type Reservation = 'new' | 'own' | 'taken';

/** The unique role names (table role_names), by lower-cased name. */
export interface RoleNames {
  /** 'new' when reserved now, 'own' when the role already holds it, 'taken' when another role does. */
  reserve(name: string, roleId: string): Promise<Reservation>;
  release(name: string, roleId: string): Promise<void>;
  /** After a rename: the role keeps only this name. */
  keepOnly(name: string, roleId: string): Promise<void>;
}

const keyOf = (name: string) => name.trim().toLowerCase();

export function createRoleNames(pool: Pool): RoleNames {
  return {
    async reserve(name, roleId) {
      const inserted = await pool.query(
        'INSERT INTO role_names (name_key, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [keyOf(name), roleId],
      );
      if (inserted.rowCount === 1) return 'new';
      const { rows } = await pool.query<{ role_id: string }>(
        'SELECT role_id FROM role_names WHERE name_key = $1',
        [keyOf(name)],
      );
      return rows[0]?.role_id === roleId ? 'own' : 'taken';
    },
    async release(name, roleId) {
      await pool.query('DELETE FROM role_names WHERE name_key = $1 AND role_id = $2', [keyOf(name), roleId]);
    },
    async keepOnly(name, roleId) {
      await pool.query('DELETE FROM role_names WHERE role_id = $2 AND name_key <> $1', [keyOf(name), roleId]);
    },
  };
}
