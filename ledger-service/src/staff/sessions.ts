// Which signed-in sessions still hold. A token is valid until its expiry unless its account is gone
// (deleted: no password any more) or its password was changed or reset after the token was issued.
// The moment sessions end is kept with the password (staff_credentials.sessions_from_ms), so every
// instance of the service sees it; each instance remembers an account's moment for a few seconds
// only, and forgets it at once when the change is made on that instance.
import type { Pool } from 'pg';
import { userKindOf, type SessionClaims, type UserKind } from '@ptax/contracts';

/** How long an instance trusts what it read: the longest a session outlives its end elsewhere. */
export const SESSION_CHECK_TTL_MS = 5_000;

export interface SessionRegistry {
  /** False when the account is gone or its sessions were ended after the token was issued. */
  isCurrent(claims: SessionClaims): Promise<boolean>;
  /** Drops what this instance remembers of an account (after its password or existence changed). */
  forget(kind: UserKind, email: string): void;
}

const keyOf = (kind: UserKind, email: string) => `${kind}:${email.trim().toLowerCase()}`;

export function createSessionRegistry(pool: Pool, now: () => number = Date.now): SessionRegistry {
  const remembered = new Map<string, { from: number | null; until: number }>();

  async function sessionsFrom(kind: UserKind, email: string): Promise<number | null> {
    const key = keyOf(kind, email);
    const known = remembered.get(key);
    if (known && known.until > now()) return known.from;
    const { rows } = await pool.query<{ from_ms: string }>(
      'SELECT sessions_from_ms AS from_ms FROM staff_credentials WHERE kind = $1 AND email = $2',
      [kind, email.trim().toLowerCase()],
    );
    const from = rows[0] ? Number(rows[0].from_ms) : null;
    if (remembered.size > 10_000) remembered.clear();
    remembered.set(key, { from, until: now() + SESSION_CHECK_TTL_MS });
    return from;
  }

  return {
    async isCurrent(claims) {
      const from = await sessionsFrom(userKindOf(claims.loginType), claims.email);
      return from !== null && (claims.issuedAt ?? 0) >= from;
    },
    forget: (kind, email) => remembered.delete(keyOf(kind, email)),
  };
}
