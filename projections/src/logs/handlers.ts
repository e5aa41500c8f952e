// Pure: an event in, the statements that log it out. Every event of a person becomes one row, keyed
// by the event id (or by its group: the notices of one job share a row), so a replay inserts nothing
// twice; events of machines (the seed, the workers, the gateways) and the allocation of numbers are
// not logged.
import { ALL_EVENT_SCHEMAS, logKindOf, type RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import { isPersonActor } from './actors';
import { describeChange, type LogDescription } from './describe';
import type { LogTable } from './tables';

type T = TableNames<LogTable>;

/** Every event type the catalogue knows: a type added to it later is logged without a change here. */
export const LOG_HANDLED_TYPES: readonly string[] = Object.keys(ALL_EVENT_SCHEMAS);

/** Bookkeeping a person never asked for by name: the next number of a series, a property id's parts. */
export const NOT_LOGGED = new Set([
  'PropertyMohallaCodeAssigned',
  'PropertySerialAllocated',
  'SerialNumberAllocated',
]);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const instant = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

/** A stream other than a property's that names its property: later events of it are about that property. */
function subjectOf(event: RecordedEvent, t: T): SqlStatement[] {
  const property = text((event.data as { propertyUniqueId?: unknown } | null)?.propertyUniqueId);
  if (!property || event.stream.startsWith('property-')) return [];
  return [
    {
      text: `INSERT INTO ${t.log_subjects} (stream, property_unique_id) VALUES ($1, $2)
             ON CONFLICT (stream) DO NOTHING`,
      values: [event.stream, property],
    },
  ];
}

/** An event that shares its row: remembered (counted, found by its property) under the row's key. */
function memberOf(event: RecordedEvent, t: T, group: string): SqlStatement {
  const property = text((event.data as { propertyUniqueId?: unknown } | null)?.propertyUniqueId);
  return {
    text: `INSERT INTO ${t.log_grouped} (event_id, entry_id, property_unique_id) VALUES ($1, $2, $3)
           ON CONFLICT (event_id) DO NOTHING`,
    values: [event.id, group, property],
  };
}

function entryOf(event: RecordedEvent, t: T, d: LogDescription): SqlStatement {
  const { metadata } = event;
  return {
    text: `INSERT INTO ${t.log_entries} (event_id, position, stream, type, log, property_unique_id, property_ids,
             user_id, login_type, command, remarks, recorded_at, effective_at, changes, details)
           SELECT $1, $2, $3, $4, $5, s.property, array_remove(ARRAY[s.property], NULL) || $7::text[],
             $8, $9, $10, $11, $12::timestamptz, $13::timestamptz, $14::jsonb, $15::jsonb
             FROM (SELECT coalesce($6::text,
                     (SELECT property_unique_id FROM ${t.log_subjects} WHERE stream = $3)) AS property) s
           ON CONFLICT (event_id) DO NOTHING`,
    values: [
      d.group ?? event.id,
      event.position,
      event.stream,
      event.type,
      logKindOf(event.type),
      d.propertyUniqueId,
      d.relatedPropertyIds,
      String(metadata.userId).trim().toLowerCase(),
      text(metadata.loginType),
      text(metadata.command),
      text(metadata.remarks) ?? d.reason,
      event.recordedAt,
      instant(metadata.effectiveAt),
      d.changes ? JSON.stringify(d.changes) : null,
      JSON.stringify(d.details),
    ],
  };
}

export function applyLogEvent(event: RecordedEvent, t: T): SqlStatement[] {
  const subject = subjectOf(event, t);
  if (NOT_LOGGED.has(event.type) || !isPersonActor(event.metadata)) return subject;
  const d = describeChange(event.type, event.stream, event.data);
  // The first event of a group writes its row; every one is remembered in the group.
  const member = d.group ? [memberOf(event, t, d.group)] : [];
  return [...subject, entryOf(event, t, d), ...member];
}
