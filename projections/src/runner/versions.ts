// Which version of a read model exists and which one the stable names point at. Readers query views
// named after the read model (`officials`), each a `SELECT *` of the active version's table
// (`officials_v2`); a switch recreates the views in one transaction, then the old tables are dropped.
import type { ClientBase } from 'pg';
import type { Projection } from '../projection';
import { lockVersionsOf } from './locks';
import { inTransaction } from './transaction';
import { createVersion, dropVersionsBefore, pointViews } from './versionTables';

/** What a consumer of this version does: serve the read model, build it to switch later, or nothing. */
export type Role = 'active' | 'building' | 'superseded';

export interface Checkpoint {
  checkpoint: string | null;
  position: number;
}

export interface Registration {
  role: Role;
  activeVersion: number;
  at: Checkpoint;
}

const START: Checkpoint = { checkpoint: null, position: 0 };

async function activeVersion(client: ClientBase, name: string): Promise<number | null> {
  const { rows } = await client.query<{ active_version: number }>(
    'SELECT active_version FROM projection_versions WHERE name = $1',
    [name],
  );
  return rows.length ? rows[0].active_version : null;
}

async function readCheckpoint(client: ClientBase, name: string, version: number): Promise<Checkpoint | null> {
  const { rows } = await client.query<{ checkpoint: string | null; position: string }>(
    'SELECT checkpoint, position FROM projection_checkpoints WHERE name = $1 AND version = $2',
    [name, version],
  );
  return rows.length ? { checkpoint: rows[0].checkpoint, position: Number(rows[0].position) } : null;
}

async function versionTables(client: ClientBase, name: string, version: number): Promise<string[]> {
  const { rows } = await client.query<{ tables: string[] }>(
    'SELECT tables FROM projection_checkpoints WHERE name = $1 AND version = $2',
    [name, version],
  );
  return rows.length ? rows[0].tables : [];
}

/**
 * Makes sure this version's tables and checkpoint exist. The first version ever registered becomes
 * active at once (there is nothing older to serve); a newer one is built beside the active one.
 */
export async function registerVersion(client: ClientBase, projection: Projection): Promise<Registration> {
  const { name, version } = projection;
  const registration = await inTransaction(client, async (): Promise<Registration> => {
    await lockVersionsOf(client, name);
    const active = await activeVersion(client, name);
    if (active !== null && active > version) return { role: 'superseded', activeVersion: active, at: START };
    let at = await readCheckpoint(client, name, version);
    if (!at) {
      await createVersion(client, projection);
      at = START;
    }
    if (active === null) {
      await pointViews(client, projection, []);
      await client.query('INSERT INTO projection_versions (name, active_version) VALUES ($1, $2)', [
        name,
        version,
      ]);
      return { role: 'active', activeVersion: version, at };
    }
    return { role: active === version ? 'active' : 'building', activeVersion: active, at };
  });
  // Also finishes a switch whose clean-up was interrupted.
  if (registration.role === 'active') await dropVersionsBefore(client, name, version);
  return registration;
}

/** Points the read-model names at this version. Returns the version it replaced, or null if none. */
export async function switchTo(client: ClientBase, projection: Projection): Promise<number | null> {
  const { name, version } = projection;
  const replaced = await inTransaction(client, async () => {
    await lockVersionsOf(client, name);
    const active = await activeVersion(client, name);
    if (active === null || active >= version) return null;
    await pointViews(client, projection, await versionTables(client, name, active));
    await client.query(
      'UPDATE projection_versions SET active_version = $2, switched_at = now() WHERE name = $1',
      [name, version],
    );
    return active;
  });
  if (replaced !== null) await dropVersionsBefore(client, name, version);
  return replaced;
}
