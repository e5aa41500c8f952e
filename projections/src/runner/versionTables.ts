// The DDL side of versions: each version's tables, the read-model views pointing at one of them,
// and dropping the versions a switch has replaced.
import { escapeIdentifier } from 'pg';
import type { ClientBase } from 'pg';
import { physicalName, physicalTables, type Projection } from '../projection';
import { lockVersionsOf } from './locks';
import { inTransaction } from './transaction';

/** Creates the version's tables with its checkpoint row, atomically: both exist or neither. */
export async function createVersion(client: ClientBase, projection: Projection): Promise<void> {
  await client.query(projection.createSql(physicalTables(projection, projection.version)));
  await client.query('INSERT INTO projection_checkpoints (name, version, tables) VALUES ($1, $2, $3)', [
    projection.name,
    projection.version,
    projection.tables,
  ]);
}

// A reader queued behind the switch resolves the view name again once it gets its lock, so it sees the
// new view, never a missing one.
export async function pointViews(
  client: ClientBase,
  projection: Projection,
  previousTables: string[],
): Promise<void> {
  // The new names too: a view left behind by a version whose bookkeeping row is gone must not block this.
  for (const table of new Set([...previousTables, ...projection.tables])) {
    await client.query(`DROP VIEW IF EXISTS ${escapeIdentifier(table)}`);
  }
  const physical = physicalTables(projection, projection.version);
  for (const table of projection.tables) {
    const source = escapeIdentifier(physical[table]);
    await client.query(`CREATE VIEW ${escapeIdentifier(table)} AS SELECT * FROM ${source}`);
  }
}

/**
 * Drops the tables of every older version, after the switch has committed: readers already on the old
 * tables finish first (DROP waits for their locks) while new readers go through the views to the new.
 */
export async function dropVersionsBefore(client: ClientBase, name: string, version: number): Promise<void> {
  await inTransaction(client, async () => {
    await lockVersionsOf(client, name);
    const { rows } = await client.query<{ version: number; tables: string[] }>(
      'SELECT version, tables FROM projection_checkpoints WHERE name = $1 AND version < $2',
      [name, version],
    );
    for (const old of rows) {
      for (const table of old.tables) {
        await client.query(`DROP TABLE IF EXISTS ${escapeIdentifier(physicalName(table, old.version))}`);
      }
      await client.query('DELETE FROM projection_checkpoints WHERE name = $1 AND version = $2', [
        name,
        old.version,
      ]);
    }
  });
}
