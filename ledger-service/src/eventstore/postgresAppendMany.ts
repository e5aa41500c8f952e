// The PostgreSQL store's appendMany: what es_append_many (postgresAppendManySql.ts) answers, turned
// into the port's results, and its failures into the store's errors.
import type { StreamAppend, StreamAppendResult } from '@ptax/contracts';
import { DuplicateEventConflictError } from './errors';

export interface AppendManyRow {
  outcome: 'appended' | 'stored' | 'wrong';
  last_position: string | null;
  next_revision: string;
}

export function toStreamAppendResult(stream: string, row: AppendManyRow): StreamAppendResult {
  if (row.outcome === 'wrong') {
    const actual = Number(row.next_revision);
    return {
      stream,
      ok: false,
      reason: 'wrong_expected_revision',
      actualRevision: actual < 0 ? 'no_stream' : actual,
    };
  }
  return {
    stream,
    ok: true,
    nextRevision: Number(row.next_revision),
    position: Number(row.last_position),
    checkpoint: row.last_position ?? '',
    appended: row.outcome === 'appended',
  };
}

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  message: string;
}

/**
 * es_append_many inserts the rows of the streams it found missing when it locked the others; one
 * that another writer created in between fails the call on the streams' key, and nothing is stored.
 */
export const isStreamCreatedMeanwhile = (error: unknown) =>
  (error as PgError).code === '23505' && (error as PgError).constraint === 'streams_pkey';

const eventIds = (append: StreamAppend | undefined) => append?.events.map((event) => event.id) ?? [];

/** A mixed batch fails the whole call, named after its stream (the function puts it in DETAIL). */
export function appendManyError(error: unknown, appends: readonly StreamAppend[]): unknown {
  const pgError = error as PgError;
  if (pgError.code === 'ES410') {
    const stream = pgError.detail ?? '';
    const append = appends.find((candidate) => candidate.stream === stream);
    return new DuplicateEventConflictError(stream, eventIds(append), pgError.message);
  }
  if (pgError.code === '23505' && pgError.constraint === 'events_id_key') {
    // Another transaction stored one of the ids in another stream between the check and the insert.
    const id = /\(id\)=\(([0-9a-f-]+)\)/i.exec(pgError.detail ?? '')?.[1]?.toLowerCase();
    const append = appends.find((candidate) =>
      candidate.events.some((event) => event.id.toLowerCase() === id),
    );
    return new DuplicateEventConflictError(
      append?.stream ?? '',
      eventIds(append),
      'an event id was stored in another stream at the same time',
    );
  }
  return error;
}
