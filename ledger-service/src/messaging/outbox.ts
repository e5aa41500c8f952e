// Writing to the outbox (inside the caller's transaction) and reading it for the back office.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@ptax/projections';
import { badRequest } from '../http/errors';

export const CHANNELS = ['sms', 'whatsapp'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type Channel = (typeof CHANNELS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutgoingMessage {
  channel: Channel;
  /** A mobile number, digits with an optional leading + (country code). */
  recipient: string;
  /** Which message this is (e.g. 'payment-link'), for filters and the provider's template id. */
  template: string;
  body: string;
  /** What it is about, e.g. a transaction id. */
  reference?: string;
}

export interface OutboxRow extends Required<OutgoingMessage> {
  id: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  providerId: string | null;
  createdAt: string;
  sentAt: string | null;
}

const MOBILE = /^\+?\d{10,15}$/;

/** Queues a message; pass the transaction's client so it is sent only if the caller's change commits. */
export async function enqueueMessage(db: Queryable, message: OutgoingMessage): Promise<string> {
  const recipient = message.recipient.replace(/[\s-]/g, '');
  if (!CHANNELS.includes(message.channel)) throw badRequest(`Unknown channel ${message.channel}`);
  if (!MOBILE.test(recipient)) throw badRequest('Invalid mobile number');
  if (!message.template || !message.body.trim()) throw badRequest('A message needs a template and a body');
  const id = randomUUID();
  await db.query(
    'INSERT INTO message_outbox (id, channel, recipient, template, body, reference) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, message.channel, recipient, message.template, message.body, message.reference ?? null],
  );
  return id;
}

export interface OutboxFilters {
  channel?: string;
  status?: string;
  template?: string;
  reference?: string;
  recipient?: string;
  /** Days (YYYY-MM-DD, Indian time) the message was queued on, both inclusive. */
  startDate?: string;
  endDate?: string;
}

const COLUMNS = `id, channel, recipient, template, body, COALESCE(reference, '') AS reference, status, attempts,
  last_error AS "lastError", provider_id AS "providerId", to_json(created_at) #>> '{}' AS "createdAt",
  to_json(sent_at) #>> '{}' AS "sentAt"`;

/** YYYY-MM-DD of a real day: PostgreSQL would refuse '2025-02-30' with an error, not an empty list. */
function isCalendarDay(text: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

function whereOf(filters: OutboxFilters): { sql: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    values.push(value);
    conditions.push(condition.replace('?', `$${values.length}`));
  };
  if (filters.channel) add('channel = ?', filters.channel);
  if (filters.status) add('status = ?', filters.status);
  if (filters.template) add('template = ?', filters.template);
  if (filters.reference) add('reference = ?', filters.reference);
  if (filters.recipient) add('recipient LIKE ?', `%${filters.recipient.replace(/[\\%_]/g, '\\$&')}`);
  for (const name of ['startDate', 'endDate'] as const) {
    if (filters[name] && !isCalendarDay(filters[name])) throw badRequest(`Invalid ${name}`);
  }
  if (filters.startDate)
    add(`created_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, filters.startDate);
  if (filters.endDate)
    add(`created_at < (?::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, filters.endDate);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

/** Newest first, `{ data, total, page, limit }` as every list of the API. */
export async function listOutbox(
  db: Queryable,
  filters: OutboxFilters,
  paging: { page?: number; limit?: number } = {},
) {
  const page = Math.max(1, Math.floor(Number(paging.page) || 1));
  const limit = Math.min(100, Math.max(1, Math.floor(Number(paging.limit) || 10)));
  const where = whereOf(filters);
  const offset = (page - 1) * limit;
  const [rows, count] = await Promise.all([
    db.query<OutboxRow>(
      `SELECT ${COLUMNS} FROM message_outbox ${where.sql} ORDER BY created_at DESC, id
       LIMIT ${limit} OFFSET ${offset}`,
      where.values,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM message_outbox ${where.sql}`, where.values),
  ]);
  return { data: rows.rows, total: Number(count.rows[0].total), page, limit };
}
