// Brings a backup folder (format.ts) into an EMPTY database: checks it, writes the events as they
// were stored (positions, times and hashes kept, so the hash chains verify) and the operational
// tables in one transaction, copies the stored files, then builds every read model from the events
// with the service's projection runner. A database that holds any event or row is refused.
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Pool, type PoolClient } from 'pg';
import { projectionMigrations, startProjectionRunner, waitForReadModels } from '@ptax/projections';
import { migrate } from '../db/migrate';
import { createEventStore, eventStoreMigrations } from '../eventstore';
import type { DomainModule } from '../moduleContract';
import { checkBackup, eachLine, readManifest } from './check';
import { EVENTS_FILE, FILES_DIR, TABLES_DIR, type EventLine, type Manifest } from './format';

const BATCH = 2_000;
const READ_MODELS_TIMEOUT_MS = 6 * 3_600_000;

export interface RestoreOptions {
  databaseUrl: string;
  uploadsDir: string;
  dir: string;
  /** The service's modules (modules.ts MODULES): their tables and read models. */
  modules: readonly DomainModule[];
  onProgress?: (step: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Writing the events and tables, in seconds, and the events per second it made. */
  restoreSeconds: number;
  eventsPerSecond: number;
  /** Building every read model from the restored events, in seconds. */
  rebuildSeconds: number;
  readModels: number;
}

export class RestoreRefused extends Error {}

const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;

async function refuseUnlessEmpty(client: PoolClient, manifest: Manifest) {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
  const events = Number(rows[0].n);
  if (events > 0)
    throw new RestoreRefused(
      `The database already holds ${events.toLocaleString('en-IN')} events: a restore goes only into an empty database (a new DATA_DIR, or an empty DATABASE_URL). Nothing was changed.`,
    );
  for (const table of Object.keys(manifest.tables)) {
    const { rows: exists } = await client.query<{ found: boolean }>(
      'SELECT to_regclass($1) IS NOT NULL AS found',
      [table],
    );
    if (!exists[0].found)
      throw new RestoreRefused(`The backup has a table ${table} this version of the service does not know`);
    const { rows: any } = await client.query(`SELECT 1 FROM ${client.escapeIdentifier(table)} LIMIT 1`);
    if (any.length > 0)
      throw new RestoreRefused(
        `The database's table ${table} is not empty: a restore goes only into an empty database. Nothing was changed.`,
      );
  }
}

async function insertEvents(client: PoolClient, events: EventLine[]) {
  await client.query(
    `INSERT INTO events (position, stream, revision, id, type, version, data, metadata, recorded_at, prev_hash, hash)
     SELECT e.position, e.stream, e.revision, e.id, e.type, e.version, e.data::json, e.metadata::json,
            e.recorded_at::timestamp AT TIME ZONE 'UTC', decode(e.prev_hash, 'hex'), decode(e.hash, 'hex')
       FROM json_to_recordset($1::json) AS e(position bigint, stream text, revision bigint, id uuid, type text,
            version integer, data text, metadata text, recorded_at text, prev_hash text, hash text)`,
    [JSON.stringify(events)],
  );
}

async function restoreTable(client: PoolClient, dir: string, table: string) {
  const name = client.escapeIdentifier(table);
  let batch: unknown[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(`INSERT INTO ${name} SELECT * FROM json_populate_recordset(null::${name}, $1::json)`, [
      JSON.stringify(batch),
    ]);
    batch = [];
  };
  await eachLine(join(dir, TABLES_DIR, `${table}.ndjson`), async (row) => {
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  });
  await flush();
  // Serial columns go on after the restored rows.
  const { rows: serials } = await client.query<{ column: string; sequence: string }>(
    `SELECT column_name AS column, pg_get_serial_sequence($1, column_name) AS sequence
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND pg_get_serial_sequence($1, column_name) IS NOT NULL`,
    [table],
  );
  for (const serial of serials)
    await client.query(
      `SELECT setval($1, max(${client.escapeIdentifier(serial.column)})) FROM ${name} HAVING count(*) > 0`,
      [serial.sequence],
    );
}

/** Every module's read model built up to `position`. */
async function buildReadModels(
  databaseUrl: string,
  modules: readonly DomainModule[],
  position: number,
): Promise<number> {
  const projections = modules.flatMap((m) => m.projections ?? []);
  const pool = new Pool({ connectionString: databaseUrl, max: projections.length + 4 });
  pool.on('error', () => undefined);
  const store = await createEventStore({ DATABASE_URL: databaseUrl });
  try {
    const runner = await startProjectionRunner({ store, pool, projections });
    try {
      for (;;) {
        await waitForReadModels(pool, position, READ_MODELS_TIMEOUT_MS);
        const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM projection_versions');
        if (Number(rows[0].n) >= projections.length) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await runner.stop();
    }
    return projections.length;
  } finally {
    await store.close();
    await pool.end();
  }
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { dir } = options;
  const progress = options.onProgress ?? (() => undefined);
  const manifest = readManifest(dir);
  progress('checking the backup against its manifest');
  const problems = await checkBackup(dir);
  if (problems.length > 0)
    throw new RestoreRefused(`The backup in ${dir} is damaged:\n  ${problems.join('\n  ')}`);

  const pool = new Pool({ connectionString: options.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const started = performance.now();
  try {
    await migrate(pool, [
      ...eventStoreMigrations,
      ...projectionMigrations,
      ...options.modules.flatMap((m) => m.migrations ?? []),
    ]);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await refuseUnlessEmpty(client, manifest);
      progress(`writing ${manifest.events.toLocaleString('en-IN')} events`);
      let batch: EventLine[] = [];
      await eachLine<EventLine>(join(dir, EVENTS_FILE), async (event) => {
        batch.push(event);
        if (batch.length >= BATCH) {
          await insertEvents(client, batch);
          batch = [];
        }
      });
      if (batch.length > 0) await insertEvents(client, batch);
      await client.query(
        `INSERT INTO streams (stream, last_revision, last_hash)
         SELECT DISTINCT ON (stream) stream, revision, hash FROM events ORDER BY stream, revision DESC`,
      );
      await client.query('UPDATE es_global SET last = (SELECT coalesce(max(position), 0) FROM events)');
      for (const table of Object.keys(manifest.tables)) await restoreTable(client, dir, table);
      progress(`copying ${manifest.files} stored files`);
      for (const file of Object.keys(manifest.sha256).filter((p) => p.startsWith(`${FILES_DIR}/`))) {
        const target = join(options.uploadsDir, file.slice(FILES_DIR.length + 1));
        await mkdir(dirname(target), { recursive: true });
        await copyFile(join(dir, file), target);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
  const restoreSeconds = seconds(started);
  progress('building every read model from the events');
  const rebuildStarted = performance.now();
  const readModels = await buildReadModels(options.databaseUrl, options.modules, manifest.headPosition);
  return {
    manifest,
    restoreSeconds,
    eventsPerSecond: Math.round(manifest.events / Math.max(restoreSeconds, 0.01)),
    rebuildSeconds: seconds(rebuildStarted),
    readModels,
  };
}
