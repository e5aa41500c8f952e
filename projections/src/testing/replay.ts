// Builds a read model from a list of events into tables of its own, for the "replay every event
// twice, expect the same rows" tests of STYLE.md.
import type { RecordedEvent } from '@ptax/contracts';
import type { Pool } from 'pg';
import type { Projection, TableNames } from '../projection';
import { toScript } from '../sql/inline';

/** Every event applied twice in a row, then the first `stale` events once more (an old replay). */
export const twiceThenStale = (events: RecordedEvent[], stale: number): RecordedEvent[] => [
  ...events.flatMap((event) => [event, event]),
  ...events.slice(0, stale),
];

/** Creates the projection's tables as `<table>_<suffix>`, applies the events in order, returns the names. */
export async function replayInto<Table extends string>(
  pool: Pool,
  projection: Projection<Table>,
  suffix: string,
  events: RecordedEvent[],
): Promise<TableNames<Table>> {
  const tables = Object.fromEntries(
    projection.tables.map((table) => [table, `${table}_${suffix}`]),
  ) as TableNames<Table>;
  await pool.query(projection.createSql(tables));
  for (const event of events) await pool.query(toScript(projection.apply(event, tables)));
  return tables;
}
