import type { Pool } from 'pg';

/**
 * Failed sign-ins counted in PostgreSQL, so every instance behind a load balancer sees the same
 * count. Too many failures for one account, or from one address, block further tries for a window.
 */
export interface LoginThrottle {
  isBlocked(account: string, clientIp: string): Promise<boolean>;
  recordFailure(account: string, clientIp: string): Promise<void>;
  clear(account: string): Promise<void>;
}

export interface ThrottleLimits {
  windowMinutes: number;
  perAccount: number;
  perAddress: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { windowMinutes: 15, perAccount: 5, perAddress: 30 };

export function createLoginThrottle(pool: Pool, now: () => number, limits = DEFAULT_THROTTLE): LoginThrottle {
  const windowStart = () => new Date(now() - limits.windowMinutes * 60_000);
  return {
    async isBlocked(account, clientIp) {
      const { rows } = await pool.query<{ by_account: string; by_address: string }>(
        `SELECT count(*) FILTER (WHERE account = $1) AS by_account,
                count(*) FILTER (WHERE client_ip = $2) AS by_address
           FROM login_attempts
          WHERE attempted_at > $3 AND (account = $1 OR client_ip = $2)`,
        [account, clientIp, windowStart()],
      );
      const counts = rows[0];
      return Number(counts.by_account) >= limits.perAccount || Number(counts.by_address) >= limits.perAddress;
    },
    async recordFailure(account, clientIp) {
      await pool.query('INSERT INTO login_attempts (account, client_ip, attempted_at) VALUES ($1, $2, $3)', [
        account,
        clientIp,
        new Date(now()),
      ]);
      // Old rows only slow the count down; trimming here keeps the table small without a cron job.
      await pool.query('DELETE FROM login_attempts WHERE attempted_at < $1', [
        new Date(now() - 24 * 60 * 60_000),
      ]);
    },
    async clear(account) {
      await pool.query('DELETE FROM login_attempts WHERE account = $1', [account]);
    },
  };
}
