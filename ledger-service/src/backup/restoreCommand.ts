// `npm run restore -- <folder>`: a backup (npm run backup) into an EMPTY database (DATABASE_URL, or
// the embedded PostgreSQL of a new DATA_DIR), then every read model rebuilt from the events; run
// `npm run audit:verify` afterwards. `--check` only checks the folder against its manifest.
// Exit 0: done (or the backup is whole); 1: refused (damaged backup, non-empty database); 2: failed.
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openServiceDatabase } from '../db/serviceDatabase';
import { MODULES } from '../modules';
import { checkBackup, readManifest } from './check';
import { restore, RestoreRefused } from './restore';

async function check(folder: string): Promise<number> {
  const manifest = readManifest(folder);
  const problems = await checkBackup(folder);
  for (const problem of problems) console.log(problem);
  console.log(
    problems.length === 0
      ? `Backup of ${manifest.createdAt} is whole: ${manifest.events.toLocaleString('en-IN')} events, ${manifest.files} files, checksum ${manifest.checksum}`
      : 'BACKUP DAMAGED',
  );
  return problems.length === 0 ? 0 : 1;
}

async function main(args: string[]): Promise<number> {
  const folder = args.find((arg) => !arg.startsWith('--'));
  if (!folder) {
    console.error('usage: npm run restore -- <folder> [--check]');
    return 2;
  }
  if (args.includes('--check')) return check(folder);
  const config = loadConfig();
  const db = await openServiceDatabase(config, { attachToRunning: true });
  try {
    const result = await restore({
      databaseUrl: db.url,
      uploadsDir: join(config.dataDir, 'uploads'),
      dir: folder,
      modules: MODULES,
      onProgress: (step) => console.error(step),
    });
    console.log(
      `Restored ${result.manifest.events.toLocaleString('en-IN')} events in ${result.restoreSeconds} s (${result.eventsPerSecond.toLocaleString('en-IN')} events/s) ` +
        `and ${result.manifest.files} files; rebuilt ${result.readModels} read models in ${result.rebuildSeconds} s.`,
    );
    console.log('Now run `npm run audit:verify` (same DATA_DIR / DATABASE_URL): it must find 0 differences.');
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.embedded?.stop().catch(() => undefined);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('restore failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
