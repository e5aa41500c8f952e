// Writes a backup folder (format.ts) from a live service's database: the events and the
// operational tables in one REPEATABLE READ snapshot, then the stored files. A file is stored before
// the event naming it is appended, so copying the files after the snapshot misses none it names.
import { once } from 'node:events';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { physicalName } from '@ptax/projections';
import {
  BACKUP_FORMAT,
  EVENTS_FILE,
  FILES_DIR,
  MANIFEST,
  NOT_BACKED_UP,
  TABLES_DIR,
  overallChecksum,
  sha256OfFile,
  type Manifest,
} from './format';

const PAGE = 5_000;

export interface BackupOptions {
  pool: Pool;
  /** The service's uploads folder (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The folder to write; it must be empty or not exist. */
  dir: string;
  onProgress?: (events: number) => void;
}

/** Appends lines to a file, waiting when the stream's buffer is full. */
async function writeLines(path: string, fill: (write: (line: string) => Promise<void>) => Promise<void>) {
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await fill(write);
  out.end();
  await once(out, 'finish');
}

/** The operational tables: every base table of the schema but the event store's and the read models'. */
async function operationalTables(client: PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`,
  );
  const readModels = new Set<string>();
  const { rows: registered } = await client.query<{ found: boolean }>(
    "SELECT to_regclass('projection_checkpoints') IS NOT NULL AS found",
  );
  if (registered[0].found) {
    const { rows } = await client.query<{ version: number; tables: string[] }>(
      'SELECT version, tables FROM projection_checkpoints',
    );
    for (const row of rows) for (const table of row.tables) readModels.add(physicalName(table, row.version));
  }
  return tables.map((t) => t.name).filter((name) => !NOT_BACKED_UP.includes(name) && !readModels.has(name));
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

export async function backup(options: BackupOptions): Promise<Manifest> {
  const { dir } = options;
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new Error(`${dir} is not empty: a backup goes to a new or empty folder`);
  await mkdir(join(dir, TABLES_DIR), { recursive: true });

  const client = await options.pool.connect();
  let events = 0;
  let headPosition = 0;
  const streams = new Set<string>();
  const tables: Record<string, number> = {};
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: store } = await client.query<{ found: boolean }>(
      "SELECT to_regclass('events') IS NOT NULL AS found",
    );
    if (!store[0].found) throw new Error('This database has no event store: nothing to back up');
    await writeLines(join(dir, EVENTS_FILE), async (write) => {
      for (;;) {
        const { rows } = await client.query(
          // Ordered by the column, not the text of the same name (which sorts '10' before '9').
          `SELECT position::text, stream, revision::text, id::text, type, version, data::text AS data,
                  metadata::text AS metadata,
                  to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS recorded_at,
                  encode(prev_hash, 'hex') AS prev_hash, encode(hash, 'hex') AS hash
             FROM events e WHERE e.position > $1 ORDER BY e.position LIMIT ${PAGE}`,
          [headPosition],
        );
        for (const row of rows) {
          await write(JSON.stringify(row));
          streams.add(row.stream);
        }
        events += rows.length;
        if (rows.length > 0) headPosition = Number(rows[rows.length - 1].position);
        options.onProgress?.(events);
        if (rows.length < PAGE) break;
      }
    });
    for (const table of await operationalTables(client)) {
      const { rows } = await client.query<{ row: unknown }>(
        `SELECT row_to_json(t) AS row FROM ${client.escapeIdentifier(table)} t`,
      );
      await writeLines(join(dir, TABLES_DIR, `${table}.ndjson`), async (write) => {
        for (const { row } of rows) await write(JSON.stringify(row));
      });
      tables[table] = rows.length;
    }
    await client.query('COMMIT');
  } finally {
    client.release();
  }

  const files = filesUnder(options.uploadsDir);
  for (const file of files) {
    const target = join(dir, FILES_DIR, file);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(options.uploadsDir, file), target);
  }

  const sha256: Record<string, string> = {};
  for (const path of [
    EVENTS_FILE,
    ...Object.keys(tables).map((t) => `${TABLES_DIR}/${t}.ndjson`),
    ...files.map((f) => `${FILES_DIR}/${f}`),
  ])
    sha256[path] = await sha256OfFile(join(dir, path));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    headPosition,
    events,
    streams: streams.size,
    tables,
    files: files.length,
    sha256,
    checksum: overallChecksum(sha256),
  };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
