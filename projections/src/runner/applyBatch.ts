// One batch of events = one transaction = one round trip: the fencing checkpoint update first, then
// every statement of every handled event, then COMMIT. A crash anywhere loses the whole batch and
// nothing else, so the next consumer replays exactly that batch.
import type { RecordedEvent } from '@ptax/contracts';
import type { ClientBase } from 'pg';
import { physicalTables, type Projection, type SqlStatement } from '../projection';
import { toScript } from '../sql/inline';
import type { Checkpoint } from './versions';

export function batchStatements(
  projection: Projection,
  from: Checkpoint,
  events: readonly RecordedEvent[],
  loaded?: unknown,
): SqlStatement[] {
  const last = events[events.length - 1];
  const tables = physicalTables(projection, projection.version);
  const handles = new Set(projection.handles);
  const statements: SqlStatement[] = [
    {
      text: 'SELECT projection_begin_batch($1, $2, $3, $4, $5)',
      values: [projection.name, projection.version, from.checkpoint, last.checkpoint, last.position],
    },
  ];
  for (const event of events)
    if (handles.has(event.type)) statements.push(...projection.apply(event, tables, loaded));
  return statements;
}

/** Applies the events (which must follow `from` directly) and returns the new checkpoint. */
export async function applyBatch(
  client: ClientBase,
  projection: Projection,
  from: Checkpoint,
  events: readonly RecordedEvent[],
): Promise<Checkpoint> {
  const last = events[events.length - 1];
  const handled = projection.load ? events.filter((event) => projection.handles.includes(event.type)) : [];
  const loaded =
    projection.load && handled.length > 0
      ? await projection.load(handled, physicalTables(projection, projection.version), client)
      : undefined;
  const script = `BEGIN;\n${toScript(batchStatements(projection, from, events, loaded))}\n;\nCOMMIT`;
  try {
    await client.query(script);
  } catch (error) {
    // An error inside a multi-statement query leaves the explicit transaction aborted until ROLLBACK.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return { checkpoint: last.checkpoint, position: last.position };
}
