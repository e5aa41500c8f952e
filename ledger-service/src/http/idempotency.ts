// The Idempotency-Key header (IETF httpapi draft, as Stripe and others use it) on the calls that record
// money: a form sends one key per fill, so a double click or a network retry of the same request gets
// the first answer again and records nothing twice; the same key with another request is a 409. Keys
// are kept per signed-in account in PostgreSQL (every instance sees them) for a day.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Pool } from 'pg';
import { IDEMPOTENCY_HEADER, userKindOf } from '@ptax/contracts';
import type { Migration } from '../db/migrate';
import { currentUser } from './auth';
import { badRequest, conflict } from './errors';

export { IDEMPOTENCY_HEADER };
/** Set on an answer given again from the stored first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key is remembered (at least a day, as the issue asks: a clerk's retry the next morning). */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request still running before it is told to try again. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 128 letters, digits, dashes, dots, colons or underscores',
  reused: 'This Idempotency-Key was already used for a different request; fill the form again',
  running:
    'The first request with this Idempotency-Key is still being processed; please try again in a moment',
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

export const idempotencyMigrations: Migration[] = [
  {
    id: 'idempotency-001-keys',
    sql: `CREATE TABLE idempotency_keys (
            owner text NOT NULL,
            key text NOT NULL,
            request_hash text NOT NULL,
            status_code integer,
            body text,
            created_at timestamptz NOT NULL,
            PRIMARY KEY (owner, key)
          );
          CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
  },
];

/** Object keys sorted at every depth, so the same form in another order is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
    );
  return value;
}

type Upload = { fieldname: string; originalname: string; buffer?: Buffer };

/** The call, its query, its body and any uploaded files' bytes. */
export function requestHash(req: Request): string {
  const uploads = [
    ...((req as { file?: Upload }).file ? [(req as { file: Upload }).file] : []),
    ...Object.values((req as { files?: Upload[] | Record<string, Upload[]> }).files ?? {}).flat(),
  ].map((file) => [
    file.fieldname,
    file.originalname,
    createHash('sha256')
      .update(file.buffer ?? '')
      .digest('hex'),
  ]);
  const request = [
    req.method,
    req.baseUrl + req.path,
    canonical(req.query),
    canonical(req.body ?? null),
    uploads,
  ];
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

interface Stored {
  request_hash: string;
  status_code: number | null;
  /** The answer's JSON as it was sent (jsonb would reorder its keys). */
  body: string | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Middleware for a call that records something; after the guard and the body parser (multer
 * included), before the handler. A request without the header is handled as before. Only an answer
 * that took effect (2xx) spends the key: after a 400 the clerk corrects the same form and sends it again.
 */
export function idempotent(pool: Pool, now: () => number): RequestHandler {
  const forget = (owner: string, key: string) =>
    pool.query('DELETE FROM idempotency_keys WHERE owner = $1 AND key = $2 AND status_code IS NULL', [
      owner,
      key,
    ]);

  /** True when this request is the first with the key; the stale keys go on the way. */
  async function claim(owner: string, key: string, hash: string): Promise<boolean> {
    await pool.query('DELETE FROM idempotency_keys WHERE created_at < $1', [
      new Date(now() - IDEMPOTENCY_KEEP_MS),
    ]);
    const { rowCount } = await pool.query(
      `INSERT INTO idempotency_keys (owner, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner, key) DO NOTHING`,
      [owner, key, hash, new Date(now())],
    );
    return rowCount === 1;
  }

  /** The first request's answer once it has one; null when the first gave up its key meanwhile. */
  async function firstAnswer(owner: string, key: string, hash: string): Promise<Stored | null> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const { rows } = await pool.query<Stored>(
        'SELECT request_hash, status_code, body FROM idempotency_keys WHERE owner = $1 AND key = $2',
        [owner, key],
      );
      const stored = rows[0];
      if (!stored) return null;
      if (stored.request_hash !== hash) throw conflict(IDEMPOTENCY_MESSAGES.reused);
      if (stored.status_code !== null) return stored;
      if (Date.now() > deadline) throw conflict(IDEMPOTENCY_MESSAGES.running);
      await pause(POLL_MS);
    }
  }

  /** Keeps the handler's answer (or gives the key up) before the answer leaves. */
  function keepAnswer(res: Response, owner: string, key: string) {
    const send = res.json.bind(res);
    let settled = false;
    res.json = (body: unknown) => {
      settled = true;
      const status = res.statusCode;
      const kept =
        status >= 200 && status < 300
          ? pool.query(
              'UPDATE idempotency_keys SET status_code = $3, body = $4 WHERE owner = $1 AND key = $2',
              [owner, key, status, JSON.stringify(body)],
            )
          : forget(owner, key);
      void kept.then(
        () => send(body),
        () => send(body),
      );
      return res;
    };
    // A request that ends without an answer (the client went away, a crash in the handler) gives the key up.
    res.on('close', () => {
      if (!settled) void forget(owner, key).catch(() => undefined);
    });
  }

  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key))
      throw badRequest(IDEMPOTENCY_MESSAGES.invalid, { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_MESSAGES.invalid });
    const user = currentUser(req);
    const owner = `${userKindOf(user.loginType)}:${user.email.toLowerCase()}`;
    const hash = requestHash(req);
    for (;;) {
      if (await claim(owner, key, hash)) {
        keepAnswer(res, owner, key);
        return next();
      }
      const first = await firstAnswer(owner, key, hash);
      if (first) {
        res
          .status(first.status_code!)
          .set(REPLAYED_HEADER, 'true')
          .json(JSON.parse(first.body ?? 'null'));
        return;
      }
    }
  };
}
