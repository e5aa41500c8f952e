// What GET taxCollections/pushToENagarSewa answers: the batches of the days with their state, tries
// and errors, and the reconciliation of each day: the ledger's collection (the collections read
// model), the records the register gives now, what was sent and what the portal acknowledged.
import type {
  StatePortalAttempt,
  StatePortalBatch,
  StatePortalDay,
  StatePortalDifference,
  StatePortalOverview,
  StatePortalRecord,
  StatePortalRecordStatus,
  StatePortalTotals,
} from '@ptax/contracts';
import { collectionFigures, noCollection } from '@ptax/projections';
import type { Pool } from 'pg';
import { UNLIMITED } from '../http/scope';
import { recordsOfDay } from './records';

const iso = (column: string) => `to_json(${column}) #>> '{}'`;

export async function batchesOf(db: Pool, startDate: string, endDate: string): Promise<StatePortalBatch[]> {
  const { rows } = await db.query<Omit<StatePortalBatch, 'history' | 'errors'>>(
    `SELECT b.id, to_char(b.business_date, 'YYYY-MM-DD') AS date, b.status, b.attempts,
            b.last_error AS "lastError", b.acknowledgement_id AS "acknowledgementId", b.requested_by AS "requestedBy",
            ${iso('b.created_at')} AS "createdAt", ${iso('b.sent_at')} AS "sentAt",
            CASE WHEN b.status = 'queued' THEN ${iso('b.next_attempt_at')} END AS "nextAttemptAt",
            count(l.key)::int AS records, coalesce(sum(r.amount_paise), 0)::bigint::float8 AS "amountPaise",
            count(*) FILTER (WHERE l.outcome = 'acknowledged')::int AS acknowledged,
            count(*) FILTER (WHERE l.outcome IN ('rejected', 'failed'))::int AS rejected
       FROM state_portal_batches b
       LEFT JOIN state_portal_batch_records l ON l.batch_id = b.id
       LEFT JOIN state_portal_records r ON r.key = l.key
      WHERE b.business_date BETWEEN $1 AND $2
      GROUP BY b.id ORDER BY b.created_at DESC`,
    [startDate, endDate],
  );
  const ids = rows.map((row) => row.id);
  const [attempts, errors] = await Promise.all([
    db.query<StatePortalAttempt & { batchId: string }>(
      `SELECT batch_id AS "batchId", attempt, ${iso('at')} AS at, outcome, error, acknowledgement_id AS "acknowledgementId"
         FROM state_portal_attempts WHERE batch_id = ANY($1::uuid[]) ORDER BY attempt`,
      [ids],
    ),
    db.query<{ batchId: string; receiptNumber: string; kind: 'collection' | 'reversal'; error: string }>(
      `SELECT l.batch_id AS "batchId", r.receipt_number AS "receiptNumber", r.kind, l.error
         FROM state_portal_batch_records l JOIN state_portal_records r ON r.key = l.key
        WHERE l.batch_id = ANY($1::uuid[]) AND l.error IS NOT NULL AND l.outcome <> 'acknowledged'
        ORDER BY r.key`,
      [ids],
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    amountPaise: Number(row.amountPaise),
    history: attempts.rows.filter((a) => a.batchId === row.id).map(({ batchId: _, ...attempt }) => attempt),
    errors: errors.rows.filter((e) => e.batchId === row.id).map(({ batchId: _, ...error }) => error),
  }));
}

interface Stored {
  key: string;
  status: StatePortalRecordStatus;
  amountPaise: number;
  sent: boolean;
  lastError: string | null;
}

async function storedOf(db: Pool, cityCode: string, date: string): Promise<Map<string, Stored>> {
  // Sent: the portal answered for it, or a batch carrying it has been tried.
  const { rows } = await db.query<Stored>(
    `SELECT r.key, r.status, r.amount_paise::float8 AS "amountPaise", r.last_error AS "lastError",
            (r.status IN ('acknowledged', 'rejected', 'failed') OR coalesce(b.attempts, 0) > 0) AS sent
       FROM state_portal_records r LEFT JOIN state_portal_batches b ON b.id = r.batch_id
      WHERE r.city_code = $1 AND r.business_date = $2`,
    [cityCode, date],
  );
  return new Map(rows.map((row) => [row.key, row]));
}

const totalOf = (amounts: number[]): StatePortalTotals => ({
  records: amounts.length,
  amountPaise: amounts.reduce((sum, amount) => sum + amount, 0),
});

const PROBLEMS = {
  new: 'not_sent',
  queued: 'queued',
  rejected: 'rejected',
  failed: 'failed',
} as const;

const MESSAGES: Record<StatePortalDifference['problem'], string> = {
  not_sent: 'Not sent to the portal yet',
  queued: 'Queued, waiting for the portal',
  rejected: 'Refused by the portal',
  failed: 'Could not be delivered',
  ledger_differs: 'The register and the collection reports differ for this day',
};

function differencesOf(date: string, records: StatePortalRecord[], stored: Map<string, Stored>) {
  const differences: StatePortalDifference[] = [];
  for (const record of records) {
    const held = stored.get(record.key);
    if (held?.status === 'acknowledged') continue;
    const problem = PROBLEMS[(held?.status ?? 'new') as keyof typeof PROBLEMS];
    differences.push({
      date,
      receiptNumber: record.receiptNumber,
      kind: record.kind,
      amountPaise: record.amountPaise,
      problem,
      message: held?.lastError ? `${MESSAGES[problem]}: ${held.lastError}` : MESSAGES[problem],
    });
  }
  return differences;
}

async function dayOf(
  db: Pool,
  cityCode: string,
  date: string,
  ledgerAmount: { receipts: number; amountPaise: number },
) {
  const [records, stored] = await Promise.all([
    recordsOfDay(db, cityCode, date),
    storedOf(db, cityCode, date),
  ]);
  const held = [...stored.values()];
  const register = totalOf(records.map((r) => r.amountPaise));
  const acknowledged = totalOf(held.filter((r) => r.status === 'acknowledged').map((r) => r.amountPaise));
  const toSend = totalOf(
    records
      .filter((r) => ['new', 'rejected', 'failed'].includes(stored.get(r.key)?.status ?? 'new'))
      .map((r) => r.amountPaise),
  );
  const differences = differencesOf(date, records, stored);
  if (register.amountPaise !== ledgerAmount.amountPaise)
    differences.push({
      date,
      receiptNumber: null,
      kind: null,
      amountPaise: register.amountPaise - ledgerAmount.amountPaise,
      problem: 'ledger_differs',
      message: MESSAGES.ledger_differs,
    });
  const day: StatePortalDay = {
    date,
    ledger: ledgerAmount,
    register,
    sent: totalOf(held.filter((r) => r.sent).map((r) => r.amountPaise)),
    acknowledged,
    toSend,
    matches: differences.length === 0 && acknowledged.amountPaise === ledgerAmount.amountPaise,
  };
  return { day, differences };
}

export async function overviewOf(db: Pool, cityCode: string, days: string[]): Promise<StatePortalOverview> {
  const startDate = days[0];
  const endDate = days[days.length - 1];
  const [ledger, batches] = await Promise.all([
    collectionFigures(db, { startDate, endDate }, UNLIMITED, 'day'),
    batchesOf(db, startDate, endDate),
  ]);
  const perDay = [];
  for (const date of days) {
    const figures = ledger.get(date) ?? noCollection();
    perDay.push(
      await dayOf(db, cityCode, date, { receipts: figures.receipts, amountPaise: figures.amountPaise }),
    );
  }
  return {
    cityCode,
    startDate,
    endDate,
    batches,
    days: perDay.map((d) => d.day),
    differences: perDay.flatMap((d) => d.differences),
  };
}
