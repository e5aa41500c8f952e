// Checks a backup folder against its manifest: every file's sha256, the overall checksum, and the
// counts of events and rows. `npm run restore -- <folder> --check` runs it alone.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  BACKUP_FORMAT,
  EVENTS_FILE,
  FILES_DIR,
  MANIFEST,
  TABLES_DIR,
  overallChecksum,
  sha256OfFile,
  type Manifest,
} from './format';

export function readManifest(dir: string): Manifest {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) throw new Error(`${dir} is not a backup: it has no ${MANIFEST}`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${dir}: format ${String(manifest.format)} is not ${BACKUP_FORMAT}`);
  return manifest;
}

/** Calls `each` with every line of a ndjson file, parsed. */
export async function eachLine<T>(path: string, each: (value: T) => Promise<void> | void): Promise<number> {
  let count = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    await each(JSON.parse(line) as T);
    count += 1;
  }
  return count;
}

/** What is wrong with the folder (empty when it is whole and matches its manifest). */
export async function checkBackup(dir: string): Promise<string[]> {
  const manifest = readManifest(dir);
  const problems: string[] = [];
  const expected = [EVENTS_FILE, ...Object.keys(manifest.tables).map((t) => `${TABLES_DIR}/${t}.ndjson`)];
  const listed = Object.keys(manifest.sha256);
  for (const path of expected)
    if (!listed.includes(path)) problems.push(`${path}: not in the manifest's checksums`);
  if (listed.filter((p) => p.startsWith(`${FILES_DIR}/`)).length !== manifest.files)
    problems.push(`files: the manifest counts ${manifest.files}, its checksums list another number`);
  if (overallChecksum(manifest.sha256) !== manifest.checksum)
    problems.push('manifest: its checksum does not match its list of files');
  for (const path of listed) {
    if (!existsSync(join(dir, path))) problems.push(`${path}: missing`);
    else if ((await sha256OfFile(join(dir, path))) !== manifest.sha256[path])
      problems.push(`${path}: its sha256 differs from the manifest's (damaged or changed)`);
  }
  if (problems.length > 0) return problems;
  const events = await eachLine(join(dir, EVENTS_FILE), () => undefined);
  if (events !== manifest.events)
    problems.push(`${EVENTS_FILE}: ${events} events, the manifest says ${manifest.events}`);
  for (const [table, rows] of Object.entries(manifest.tables)) {
    const found = await eachLine(join(dir, TABLES_DIR, `${table}.ndjson`), () => undefined);
    if (found !== rows)
      problems.push(`${TABLES_DIR}/${table}.ndjson: ${found} rows, the manifest says ${rows}`);
  }
  return problems;
}
