// Calls anyone may make without signing in (status lookups, self-assessment submissions) are
// counted per client address in PostgreSQL, in fixed windows, so every instance behind a load
// balancer sees the same count and a script cannot walk through numbers or flood the uploads.
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Migration } from '../db/migrate';
import type { DomainModule } from '../moduleContract';
import { tooManyRequests } from './errors';

export const TOO_MANY_PUBLIC_CALLS = 'Too many requests from your network, please try again in a few minutes';

export interface RateLimit {
  /** Counted separately from other limits. */
  name: string;
  perWindow: number;
  windowSeconds: number;
}

const perWindowFromEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/**
 * Generous: many citizens share one address at a cyber cafe or Jan Seva Kendra, where one operator
 * serves a queue. 120 lookups a minute is one every half second all day, far above a busy counter
 * (a citizen's visit is a search, a ledger and a receipt: a few calls a minute), and far below what
 * walking through the register by number would need. A city behind one NAT can raise it by setting
 * PUBLIC_LOOKUPS_PER_MINUTE (and PUBLIC_SUBMISSIONS_PER_10_MINUTES); the load benchmarks do.
 */
export const publicLookups = (): Omit<RateLimit, 'name'> => ({
  perWindow: perWindowFromEnv('PUBLIC_LOOKUPS_PER_MINUTE', 120),
  windowSeconds: 60,
});
/** Submissions and payment starts: 30 in ten minutes is a payment every 20 s from one address. */
export const publicSubmissions = (): Omit<RateLimit, 'name'> => ({
  perWindow: perWindowFromEnv('PUBLIC_SUBMISSIONS_PER_10_MINUTES', 30),
  windowSeconds: 600,
});

const migrations: Migration[] = [
  {
    id: 'ratelimit-001-public-calls',
    sql: `CREATE TABLE public_call_counts (
            name text NOT NULL,
            client_ip text NOT NULL,
            window_start timestamptz NOT NULL,
            calls integer NOT NULL,
            PRIMARY KEY (name, client_ip, window_start)
          );
          CREATE INDEX public_call_counts_window ON public_call_counts (window_start);`,
  },
];

/** The counter table, migrated with the other domains' tables. */
export const rateLimitModule: DomainModule = { name: 'rateLimits', migrations };

/**
 * Middleware: 429 with TOO_MANY_PUBLIC_CALLS once an address has made `perWindow` calls in the window.
 * With `staffExempt`, a signed-in caller (a counter clerk searching all day) is not counted.
 */
export function limitPerAddress(
  pool: Pool,
  now: () => number,
  limit: RateLimit & { staffExempt?: boolean },
): RequestHandler {
  const windowMs = limit.windowSeconds * 1000;
  return async (req, _res, next) => {
    if (limit.staffExempt && (req as { user?: unknown }).user) return next();
    const windowStart = new Date(Math.floor(now() / windowMs) * windowMs);
    const { rows } = await pool.query<{ calls: number }>(
      `INSERT INTO public_call_counts (name, client_ip, window_start, calls) VALUES ($1, $2, $3, 1)
       ON CONFLICT (name, client_ip, window_start) DO UPDATE SET calls = public_call_counts.calls + 1
       RETURNING calls`,
      [limit.name, req.ip ?? 'unknown', windowStart],
    );
    // The first call of a window trims windows long gone, so the table stays small without a job.
    if (rows[0].calls === 1)
      await pool.query('DELETE FROM public_call_counts WHERE window_start < $1', [
        new Date(now() - 86_400_000),
      ]);
    if (rows[0].calls > limit.perWindow) throw tooManyRequests(TOO_MANY_PUBLIC_CALLS);
    next();
  };
}
