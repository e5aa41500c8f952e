// Disaster drill: a generated city with money in every state is backed up, restored into an empty
// database, its read models rebuilt from the events; the audit then finds 0 differences and every
// list and report answers as before. Prints the restore figures (BENCHMARKS.md "Backup and restore").
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_CALLS } from '@ptax/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { CITY_SEED_MODULES, generateCity } from '../../bench/city/generateCity';
import { verifyEverything } from '../audit/verify';
import { MODULES } from '../modules';
import { backup } from './backup';
import { checkBackup } from './check';
import { EVENTS_FILE } from './format';
import { restore, RestoreRefused, type RestoreResult } from './restore';

jest.setTimeout(1_800_000);

// 1,000 properties in `npm test` (about 5 minutes on the shared 2 cores); RESTORE_TEST_PROPERTIES=2000 for
// the figures of BENCHMARKS.md (10.5 minutes there, most of it generating the city and rebuilding).
const PROPERTIES = Number(process.env.RESTORE_TEST_PROPERTIES ?? 1_000);
const CITY = {
  properties: PROPERTIES,
  years: 2,
  seed: 13,
  chunk: 100,
  lastYear: '2026-27',
  today: '2026-11-20',
};
const ADMIN = ['admin@nagarnigam.demo', 'Admin@12345'] as const;

// Answers that carry the moment of asking or the runner's own bookkeeping, not the city's data.
const NOT_COMPARED = [
  'mapSession',
  'admin/utility/readModels',
  'admin/utility/jobs',
  'admin/utility/outboxes',
];
// The list calls that are POSTs (SPEC section 7), asked with an empty filter.
const POST_LISTS = [
  'properties/all',
  'properties/paginated',
  'properties/search',
  'jalkal/pending',
  'jalkal/approved',
  'jalkal/rejected',
];

/**
 * Every list and report call with no path parameter, as [method, path]. The exports come last: each is
 * recorded in the logs (issue 13), so the logs are read before this round's own exports add to them.
 */
const isExport = (path: string) => path.endsWith('export') || path.endsWith('/download');
const calls = [
  ...API_CALLS.filter((c) => c.method === 'GET' && !c.path.includes(':') && !NOT_COMPARED.includes(c.path)),
  ...API_CALLS.filter((c) => c.method === 'POST' && POST_LISTS.includes(c.path)),
].sort((a, b) => Number(isExport(a.path)) - Number(isExport(b.path)));

async function answers(harness: Harness, propertyId: string): Promise<Record<string, unknown>> {
  const token = await loginToken(harness, 'officials', ...ADMIN);
  const out: Record<string, unknown> = {};
  const query = { limit: '100', financialYear: '2026-27', propertyId };
  for (const call of calls) {
    const request =
      call.method === 'GET'
        ? harness.http().get(`/api/${call.path}`).query(query)
        : harness.http().post(`/api/${call.path}`).send({ limit: 100 });
    const response = await request.set('Authorization', `Bearer ${token}`).buffer(true);
    const body = response.type.includes('json')
      ? response.body
      : `${response.type} ${response.body?.length ?? 0} bytes`;
    out[`${call.method} ${call.path}`] = { status: response.status, body };
  }
  const ledger = await harness.http().post('/api/properties/ledger').send({ propertyId });
  out['POST properties/ledger'] = { status: ledger.status, body: ledger.body };
  return out;
}

let source: Harness;
let restored: Harness | undefined;
let target: TestDatabase;
let targetUploads: string;
let folder: string;
let before: Record<string, unknown>;
let result: RestoreResult;
let propertyId: string;

const started = Date.now();
const step = (what: string) =>
  process.stderr.write(`backup drill: ${what} at ${Math.round((Date.now() - started) / 1000)} s\n`);

beforeAll(async () => {
  source = await startHarness({ seedModules: CITY_SEED_MODULES });
  step('generating the city');
  await generateCity(source.platform.ctx, CITY);
  await source.platform.caughtUp();
  const { rows } = await source.platform.pool.query<{ id: string }>(
    'SELECT property_unique_id AS id FROM ledger_accounts ORDER BY 1 LIMIT 1',
  );
  propertyId = rows[0].id;
  // Backed up first, so the answers below describe exactly the city in the backup (their exports are
  // recorded in the source's logs after it).
  step('backing up');
  folder = join(mkdtempSync(join(tmpdir(), 'ptax-backup-')), 'backup');
  await backup({ pool: source.platform.pool, uploadsDir: source.uploadsDir, dir: folder });
  step('asking every list and report');
  before = await answers(source, propertyId);
  const ok = Object.values(before).filter((answer) => (answer as { status: number }).status === 200).length;
  step(`${ok} of ${Object.keys(before).length} calls answered 200`);

  step('restoring');
  target = await createTestDatabase();
  targetUploads = mkdtempSync(join(tmpdir(), 'ptax-restored-uploads-'));
  result = await restore({
    databaseUrl: target.url,
    uploadsDir: targetUploads,
    dir: folder,
    modules: MODULES,
  });
  console.log(
    `Restore of a ${PROPERTIES}-property city: ${result.manifest.events} events in ${result.restoreSeconds} s ` +
      `(${result.eventsPerSecond} events/s); ${result.readModels} read models rebuilt in ${result.rebuildSeconds} s`,
  );
  restored = await startHarness({ existing: { database: target, uploadsDir: targetUploads } });
});

afterAll(async () => {
  await restored?.stop();
  await source?.stop();
  if (folder) rmSync(join(folder, '..'), { recursive: true, force: true });
});

describe('backup and restore of a city with money in every state', () => {
  it('restores every event and stored file into the empty database', async () => {
    expect(result.manifest.events).toBeGreaterThan(PROPERTIES * 5);
    expect(result.manifest.files).toBeGreaterThan(0);
    const head = await restored!.platform.store.headCheckpoint();
    expect(head.position).toBe(result.manifest.headPosition);
    expect(await checkBackup(folder)).toEqual([]);
  });

  it('finds 0 differences in the audit (hash chains and ledgers) after the rebuild', async () => {
    const audit = await verifyEverything({
      store: restored!.platform.store,
      readModels: restored!.platform.pool,
    });
    expect(audit.brokenChains).toEqual([]);
    expect(audit.mismatches).toEqual([]);
    expect(audit.properties).toBe(PROPERTIES);
    expect(audit.ok).toBe(true);
  });

  it('answers every list and report call as before, signed in with the restored password', async () => {
    const after = await answers(restored!, propertyId);
    expect(Object.keys(after)).toHaveLength(calls.length + 1);
    expect(after).toEqual(before);
  });

  it('refuses to restore into a database that is not empty, and changes nothing', async () => {
    const head = await restored!.platform.store.headCheckpoint();
    await expect(
      restore({ databaseUrl: target.url, uploadsDir: targetUploads, dir: folder, modules: MODULES }),
    ).rejects.toThrow(
      new RestoreRefused(
        `The database already holds ${head.position.toLocaleString('en-IN')} events: a restore goes only into an empty database (a new DATA_DIR, or an empty DATABASE_URL). Nothing was changed.`,
      ),
    );
    expect((await restored!.platform.store.headCheckpoint()).position).toBe(head.position);
  });

  it('refuses a damaged backup before touching the database', async () => {
    const copy = join(folder, '..', 'damaged');
    const events = readFileSync(join(folder, EVENTS_FILE), 'utf8');
    cpSync(folder, copy, { recursive: true });
    writeFileSync(join(copy, EVENTS_FILE), events.replace('"revision":"0"', '"revision":"9"'));
    expect(await checkBackup(copy)).toEqual([
      `${EVENTS_FILE}: its sha256 differs from the manifest's (damaged or changed)`,
    ]);
    const empty = await createTestDatabase();
    try {
      await expect(
        restore({ databaseUrl: empty.url, uploadsDir: targetUploads, dir: copy, modules: MODULES }),
      ).rejects.toThrow(/is damaged/);
    } finally {
      await empty.drop();
    }
  });
});
