// Checks an append before it reaches either store, so both adapters reject the same bad input the
// same way (and PostgreSQL never sees a half-valid batch).
import type { ExpectedRevision, NewEvent, StreamAppend } from '@ptax/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function assertValidAppend(
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): void {
  if (typeof stream !== 'string' || stream.length === 0)
    throw new TypeError('append: the stream name is empty');
  if (expected !== 'any' && expected !== 'no_stream' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new TypeError(
      `append: expected revision must be 'any', 'no_stream' or a revision, not ${String(expected)}`,
    );
  }
  if (!Array.isArray(events) || events.length === 0)
    throw new TypeError('append: at least one event is needed');
  const ids = new Set<string>();
  for (const event of events) {
    if (typeof event.id !== 'string' || !UUID.test(event.id))
      throw new TypeError(`append: event id ${event.id} is not a UUID`);
    const id = event.id.toLowerCase();
    if (ids.has(id)) throw new TypeError(`append: event id ${id} appears twice in one batch`);
    ids.add(id);
    if (typeof event.type !== 'string' || event.type.length === 0)
      throw new TypeError(`append: event ${id} has no type`);
    if (!Number.isSafeInteger(event.version) || event.version < 1) {
      throw new TypeError(`append: event ${id} needs a positive integer version`);
    }
    if (event.data === undefined) throw new TypeError(`append: event ${id} has no data`);
    if (!isPlainObject(event.metadata)) throw new TypeError(`append: event ${id} needs a metadata object`);
  }
}

/**
 * Checks an appendMany call: each part as an append, each stream once (two parts of one stream
 * would race each other's expected revision), and each event id once across the whole call.
 */
export function assertValidAppendMany(appends: readonly StreamAppend[]): void {
  if (!Array.isArray(appends)) throw new TypeError('appendMany: the appends must be an array');
  const streams = new Set<string>();
  const ids = new Set<string>();
  for (const { stream, events, expectedRevision } of appends) {
    assertValidAppend(stream, events, expectedRevision);
    if (streams.has(stream)) throw new TypeError(`appendMany: stream ${stream} appears twice in one call`);
    streams.add(stream);
    for (const event of events) {
      const id = event.id.toLowerCase();
      if (ids.has(id)) throw new TypeError(`appendMany: event id ${id} appears in two streams of one call`);
      ids.add(id);
    }
  }
}
