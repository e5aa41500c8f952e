// `npm run backup -- <folder>`: the event store, the operational tables and the stored files of the
// service's database (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR, a running service's
// included) into a new folder with a manifest of counts and checksums. Exit 0: written; 2: failed.
import { join } from 'node:path';
import { Pool } from 'pg';
import { loadConfig } from '../config';
import { openServiceDatabase } from '../db/serviceDatabase';
import { backup } from './backup';

async function main(folder: string | undefined): Promise<number> {
  if (!folder) {
    console.error('usage: npm run backup -- <folder>');
    return 2;
  }
  const config = loadConfig();
  const db = await openServiceDatabase(config, { attachToRunning: true });
  const pool = new Pool({ connectionString: db.url, max: 2 });
  pool.on('error', (error) => console.warn(`backup pool: ${error.message}`));
  try {
    const started = performance.now();
    const manifest = await backup({
      pool,
      uploadsDir: join(config.dataDir, 'uploads'),
      dir: folder,
      onProgress: (events) => process.stderr.write(`\r${events.toLocaleString('en-IN')} events`),
    });
    process.stderr.write('\n');
    const tableRows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${manifest.events.toLocaleString('en-IN')} events on ${manifest.streams.toLocaleString('en-IN')} streams (up to position ${manifest.headPosition}), ` +
        `${tableRows.toLocaleString('en-IN')} rows of ${Object.keys(manifest.tables).length} tables and ${manifest.files} files ` +
        `to ${folder} in ${Math.round(performance.now() - started) / 1000} s`,
    );
    console.log(`Checksum ${manifest.checksum} (check it with: npm run restore -- ${folder} --check)`);
    return 0;
  } finally {
    await pool.end().catch(() => undefined);
    await db.embedded?.stop().catch(() => undefined);
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('backup failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
