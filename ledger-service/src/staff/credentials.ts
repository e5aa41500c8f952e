import type { Pool } from 'pg';
import type { UserKind } from '@ptax/contracts';

/** Password hashes by user kind and lower-cased email. */
export interface CredentialStore {
  /** Reserves the email for a new account; false when it is already taken. */
  create(kind: UserKind, email: string, hash: string): Promise<boolean>;
  remove(kind: UserKind, email: string): Promise<void>;
  hashOf(kind: UserKind, email: string): Promise<string | null>;
  /** A new password; the sessions issued before `at` (ms) end with the old one. */
  replace(kind: UserKind, email: string, hash: string, at: number): Promise<void>;
  /** Moves the password to a new email; false when the new email is already taken. */
  rename(kind: UserKind, from: string, to: string): Promise<boolean>;
}

const UNIQUE_VIOLATION = '23505';

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
    async replace(kind, email, hash, at) {
      await pool.query(
        `UPDATE staff_credentials SET password_hash = $3, updated_at = now(), sessions_from_ms = $4
         WHERE kind = $1 AND email = $2`,
        [kind, key(email), hash, at],
      );
    },
    async rename(kind, from, to) {
      if (key(from) === key(to)) return true;
      try {
        await pool.query('UPDATE staff_credentials SET email = $3 WHERE kind = $1 AND email = $2', [
          kind,
          key(from),
          key(to),
        ]);
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
        throw error;
      }
    },
  };
}
