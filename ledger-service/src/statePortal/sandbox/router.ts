// The sandbox receiver standing in for e-Nagar Sewa, mounted at /sandbox-enagarsewa (outside /api:
// the HTTP adapter calls it like the remote portal). It acknowledges each record once per key and
// answers a repeated key as a duplicate with the first acknowledgement, so a retried batch is
// harmless. Told to (POST faults), it answers 503 for the next batches or refuses a receipt.
import { randomUUID } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import type { Pool } from 'pg';
import type { PortalRecordAnswer } from '../port';
import { PORTAL_SANDBOX_CREDENTIALS, PORTAL_SANDBOX_PATH } from './credentials';

const EXPECTED = `Basic ${Buffer.from(
  `${PORTAL_SANDBOX_CREDENTIALS.username}:${PORTAL_SANDBOX_CREDENTIALS.password}`,
).toString('base64')}`;

interface IncomingRecord {
  key?: unknown;
  receiptNumber?: unknown;
  kind?: unknown;
  amountPaise?: unknown;
}

/** Takes the next fault of a kind (and receipt), counting it down. */
async function takeFault(db: Pool, kind: string, receiptNumber: string | null): Promise<string | null> {
  const { rows } = await db.query<{ message: string }>(
    `UPDATE state_portal_sandbox_faults SET remaining = remaining - 1
      WHERE id = (SELECT id FROM state_portal_sandbox_faults
                   WHERE kind = $1 AND remaining > 0 AND receipt_number IS NOT DISTINCT FROM $2
                   ORDER BY id LIMIT 1 FOR UPDATE)
      RETURNING message`,
    [kind, receiptNumber],
  );
  return rows[0]?.message ?? null;
}

function problemOf(record: IncomingRecord): string | null {
  if (typeof record.key !== 'string' || !record.key) return 'A record needs a key';
  if (typeof record.receiptNumber !== 'string' || !record.key.includes(`/${record.receiptNumber}`))
    return 'The key does not name the receipt number';
  if (record.kind !== 'collection' && record.kind !== 'reversal')
    return 'Kind must be collection or reversal';
  if (!Number.isSafeInteger(record.amountPaise)) return 'Amount must be whole paise';
  return null;
}

async function receive(db: Pool, batchId: string, record: IncomingRecord): Promise<PortalRecordAnswer> {
  const key = String(record.key ?? '');
  const problem = problemOf(record);
  if (problem) return { key, status: 'rejected', error: problem };
  const refused = await takeFault(db, 'reject', String(record.receiptNumber));
  if (refused) return { key, status: 'rejected', error: refused };
  const inserted = await db.query<{ acknowledgement_id: string }>(
    `INSERT INTO state_portal_sandbox_records (key, acknowledgement_id, batch_id, amount_paise)
     VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING RETURNING acknowledgement_id`,
    [key, `ENS-${randomUUID().slice(0, 8).toUpperCase()}`, batchId, record.amountPaise],
  );
  if (inserted.rows.length)
    return { key, status: 'accepted', acknowledgementId: inserted.rows[0].acknowledgement_id };
  const held = await db.query<{ acknowledgement_id: string }>(
    'SELECT acknowledgement_id FROM state_portal_sandbox_records WHERE key = $1',
    [key],
  );
  return { key, status: 'duplicate', acknowledgementId: held.rows[0].acknowledgement_id };
}

export function portalSandboxRouter(db: Pool) {
  const portal = Router();
  portal.use(express.json({ limit: '20mb' }));
  portal.use((req, res, next) => {
    if (req.headers.authorization !== EXPECTED)
      return void res.status(401).json({ status: 401, message: 'Wrong portal credentials' });
    next();
  });

  portal.post('/batches', async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as { batchId?: unknown; records?: unknown };
    if (typeof body.batchId !== 'string' || !Array.isArray(body.records))
      return void res.status(400).json({ status: 400, message: 'A batch needs a batchId and records' });
    const unavailable = await takeFault(db, 'unavailable', null);
    if (unavailable) return void res.status(503).json({ status: 503, message: unavailable });
    const records: PortalRecordAnswer[] = [];
    for (const record of body.records as IncomingRecord[])
      records.push(await receive(db, body.batchId, record));
    res.json({ acknowledgementId: `ENS-B-${body.batchId.slice(0, 8).toUpperCase()}`, records });
  });

  // Test control: { kind: 'unavailable' | 'reject', receiptNumber?, times?, message? }; DELETE clears.
  portal.post('/faults', async (req: Request, res: Response) => {
    const { kind, receiptNumber, times, message } = (req.body ?? {}) as Record<string, unknown>;
    if (kind !== 'unavailable' && kind !== 'reject')
      return void res.status(400).json({ status: 400, message: 'Kind must be unavailable or reject' });
    const count = Number.isSafeInteger(times) && (times as number) > 0 ? (times as number) : 1;
    const words =
      typeof message === 'string' && message
        ? message
        : kind === 'unavailable'
          ? 'e-Nagar Sewa is under maintenance'
          : 'Receipt refused by e-Nagar Sewa';
    await db.query(
      'INSERT INTO state_portal_sandbox_faults (kind, receipt_number, remaining, message) VALUES ($1, $2, $3, $4)',
      [kind, kind === 'reject' ? String(receiptNumber ?? '') : null, count, words],
    );
    res.status(201).json({ status: 201, message: 'Fault set' });
  });
  portal.delete('/faults', async (_req: Request, res: Response) => {
    await db.query('DELETE FROM state_portal_sandbox_faults');
    res.json({ status: 200, message: 'Faults cleared' });
  });

  return Router().use(PORTAL_SANDBOX_PATH, portal);
}
