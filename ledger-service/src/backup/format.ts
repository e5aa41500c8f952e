// The backup folder (docs/DECISIONS.md "Backup and restore"): manifest.json, events.ndjson (every
// event as stored, hashes included, in position order), tables/<name>.ndjson (the service's own
// operational tables: credentials, reserved keys, outboxes, jobs) and files/<key> (the stored uploads).
// Read models are not in it: a restore rebuilds them from the events.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export const BACKUP_FORMAT = 'ptax-backup/1';
export const MANIFEST = 'manifest.json';
export const EVENTS_FILE = 'events.ndjson';
export const TABLES_DIR = 'tables';
export const FILES_DIR = 'files';

/** One line of events.ndjson: the events table's columns, data and metadata as their stored text. */
export interface EventLine {
  position: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
  version: number;
  data: string;
  metadata: string;
  /** UTC, microseconds kept: 'YYYY-MM-DD HH:MM:SS.ffffff'. */
  recorded_at: string;
  prev_hash: string;
  hash: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The last event's position: the backup holds every event up to it. */
  headPosition: number;
  events: number;
  streams: number;
  tables: Record<string, number>;
  files: number;
  /** sha256 (hex) of every file of the folder but the manifest, by its path in the folder. */
  sha256: Record<string, string>;
  /** sha256 of the sorted "path hash" lines above: one figure to compare. */
  checksum: string;
}

export function sha256OfFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export function overallChecksum(sha256: Record<string, string>): string {
  const lines = Object.keys(sha256)
    .sort()
    .map((path) => `${path} ${sha256[path]}\n`);
  return createHash('sha256').update(lines.join('')).digest('hex');
}

/** The tables a backup leaves out: the event store's (written separately), the read models' and migrations'. */
export const EVENT_STORE_TABLES = ['events', 'streams', 'es_global'];
export const NOT_BACKED_UP = [
  ...EVENT_STORE_TABLES,
  'schema_migrations',
  'projection_checkpoints',
  'projection_versions',
];
