// SQL text and row decoding shared by the PostgreSQL store's reads. Statements are named, so each
// pooled connection prepares them once.
import type { EventMetadata, ExpectedRevision, NewEvent, RecordedEvent, StreamAppend } from '@ptax/contracts';
import type { QueryConfig } from 'pg';

// recorded_at as epoch milliseconds (it is stored truncated to them): cheaper to turn into ISO text
// than pg's Date parsing, and independent of the session's TimeZone and DateStyle.
const COLUMNS = `position, stream, revision, id, type, version, data, metadata,
  round(date_part('epoch', recorded_at) * 1000)::bigint AS recorded_ms`;

export interface EventRow {
  position: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_ms: string;
}

// The append functions' encoding of the expected revision: -2 any, -1 no stream.
const encodeExpected = (expected: ExpectedRevision) =>
  expected === 'any' ? -2 : expected === 'no_stream' ? -1 : expected;

/** The events as the append functions take them: parallel arrays, data and metadata as JSON arrays. */
function eventColumns(events: readonly NewEvent[]): unknown[] {
  return [
    events.map((event) => event.id),
    events.map((event) => event.type),
    events.map((event) => event.version),
    // One JSON array each; every element is stored as its exact text (json columns).
    JSON.stringify(events.map((event) => event.data)),
    JSON.stringify(events.map((event) => event.metadata)),
  ];
}

export const statements = {
  append: (stream: string, expected: ExpectedRevision, events: readonly NewEvent[]): QueryConfig => ({
    name: 'es_append',
    text: `SELECT last_position, next_revision, appended
             FROM es_append($1, $2, $3::uuid[], $4::text[], $5::integer[], $6::json, $7::json)`,
    values: [stream, encodeExpected(expected), ...eventColumns(events)],
  }),
  appendMany: (appends: readonly StreamAppend[]): QueryConfig => ({
    name: 'es_append_many',
    text: `SELECT outcome, last_position, next_revision
             FROM es_append_many($1::text[], $2::bigint[], $3::integer[], $4::uuid[], $5::text[],
                                 $6::integer[], $7::json, $8::json)`,
    values: [
      appends.map((append) => append.stream),
      appends.map((append) => encodeExpected(append.expectedRevision)),
      appends.map((append) => append.events.length),
      ...eventColumns(appends.flatMap((append) => append.events)),
    ],
  }),
  readAll: (afterPosition: number, limit: number): QueryConfig => ({
    name: 'es_read_all',
    text: `SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
    values: [afterPosition, limit],
  }),
  readForwards: (
    stream: string,
    from: number | null,
    upTo: Date | null,
    limit: number | null,
  ): QueryConfig => ({
    name: 'es_read_stream_forwards',
    text: `SELECT ${COLUMNS} FROM events
            WHERE stream = $1 AND revision >= coalesce($2::bigint, 0) AND recorded_at <= coalesce($3::timestamptz, 'infinity')
            ORDER BY revision LIMIT $4`,
    values: [stream, from, upTo, limit],
  }),
  readBackwards: (
    stream: string,
    from: number | null,
    upTo: Date | null,
    limit: number | null,
  ): QueryConfig => ({
    name: 'es_read_stream_backwards',
    text: `SELECT ${COLUMNS} FROM events
            WHERE stream = $1 AND revision <= coalesce($2::bigint, 9223372036854775807)
              AND recorded_at <= coalesce($3::timestamptz, 'infinity')
            ORDER BY revision DESC LIMIT $4`,
    values: [stream, from, upTo, limit],
  }),
  head: (): QueryConfig => ({ name: 'es_head', text: 'SELECT last FROM es_global' }),
};

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    data: row.data,
    metadata: row.metadata,
    stream: row.stream,
    revision: Number(row.revision),
    position: Number(row.position),
    // The checkpoint is the decimal position: "after this event".
    checkpoint: row.position,
    recordedAt: new Date(Number(row.recorded_ms)).toISOString(),
  };
}

/** Parses a checkpoint of this store into the position it stands after (0: the start). */
export function positionAfter(checkpoint: string | null): number {
  if (checkpoint === null) return 0;
  if (!/^\d{1,15}$/.test(checkpoint))
    throw new TypeError(`not a PostgreSQL event-store checkpoint: ${checkpoint}`);
  return Number(checkpoint);
}
