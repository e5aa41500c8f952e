import type { Pool } from 'pg';
import type { UserKind } from '@ptax/contracts';

/** Password hashes by user kind and lower-cased email. */
export interface CredentialStore {
  /** Reserves the email for a new account; false when it is already taken. */
  create(kind: UserKind, email: string, hash: string): Promise<boolean>;
  remove(kind: UserKind, email: string): Promise<void>;
  hashOf(kind: UserKind, email: string): Promise<string | null>;
  replace(kind: UserKind, email: string, hash: string): Promise<void>;
}

export function createCredentialStore(pool: Pool): CredentialStore {
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async create(kind, email, hash) {
      const result = await pool.query(
        `INSERT INTO staff_credentials (kind, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [kind, key(email), hash],
      );
      return result.rowCount === 1;
    },
    async remove(kind, email) {
      await pool.query('DELETE FROM staff_credentials WHERE kind = $1 AND email = $2', [kind, key(email)]);
    },
    async hashOf(kind, email) {
      const { rows } = await pool.query<{ password_hash: string }>(
        'SELECT password_hash FROM staff_credentials WHERE kind = $1 AND email = $2',
        [kind, key(email)],
      );
      return rows[0]?.password_hash ?? null;
    },
    async replace(kind, email, hash) {
      await pool.query(
        'UPDATE staff_credentials SET password_hash = $3, updated_at = now() WHERE kind = $1 AND email = $2',
        [kind, key(email), hash],
      );
    },
  };
}
