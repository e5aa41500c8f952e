// Starts the real composition root on a fresh database for an HTTP test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { startPlatform, type Platform } from '../src/platform';

export interface Harness {
  platform: Platform;
  databaseUrl: string;
  /** The folder the platform's stored files go to. */
  uploadsDir: string;
  http: () => ReturnType<typeof request>;
  /** Moves the clock the platform sees (token expiry, login throttle window). */
  advanceClock(ms: number): void;
  /** Stops the platform's clock at an instant, or with null lets it run on as it did before. */
  freezeClockAt(ms: number | null): void;
  /** Sets the platform's clock to an instant, from where it runs on (see TEST_DAY). */
  runClockFrom(ms: number): void;
  stop(): Promise<void>;
}

/**
 * 15 September 2026, 11:00 in India: mid-day in the middle of financial year 2026-27 (the 5% rebate
 * period). A clock run from here sees one day and one financial year for hours, whenever the suite
 * runs (23:55 on 31 March in India, across midnight, after 18:30 UTC when India is a day ahead); and,
 * unlike a stopped clock, it stamps what a test writes in the order written.
 */
export const TEST_DAY = Date.parse('2026-09-15T11:00:00+05:30');

/**
 * `seedModules`: whose demo data to seed (default: the demo users only, not the demo city); `runWorkers`:
 * start background jobs; `clockFrom`: the platform's clock starts at this instant (seeding included)
 * and runs on, instead of the real time; `besides`: a second instance of the service on that harness's
 * database (as behind a load balancer), stopped before it and leaving the database to it.
 */
export async function startHarness(
  options: {
    seedModules?: string[];
    runWorkers?: boolean;
    clockFrom?: number;
    besides?: Harness;
    /** Start on this database and uploads folder (a restored one) instead of fresh ones, seeding nothing. */
    existing?: { database: TestDatabase; uploadsDir: string };
  } = {},
): Promise<Harness> {
  // Cheap hashes keep the suite fast; the cost is a setting, the algorithm is the same.
  process.env.PASSWORD_HASH_COST = '4';
  // Many calls from one address: the limits per address are proven in http/publicLimits.e2e.test.ts.
  process.env.PUBLIC_LOOKUPS_PER_MINUTE ??= '1000000';
  process.env.PUBLIC_SUBMISSIONS_PER_10_MINUTES ??= '1000000';
  const database: TestDatabase = options.besides
    ? { url: options.besides.databaseUrl, drop: async () => undefined }
    : (options.existing?.database ?? (await createTestDatabase()));
  // Its own uploads folder: nothing shared with other runs or users, nothing left behind.
  const uploadsDir = options.existing?.uploadsDir ?? mkdtempSync(join(tmpdir(), 'ptax-test-uploads-'));
  let offset = options.clockFrom === undefined ? 0 : options.clockFrom - Date.now();
  let frozenAt: number | null = null;
  const platform = await startPlatform({
    databaseUrl: database.url,
    jwtSecret: 'test-secret',
    seedDemoData: !options.existing,
    seedModules: options.seedModules ?? ['staff'],
    uploadsDir,
    // Background jobs run only where a test asks for them, so timing never depends on a schedule.
    runWorkers: options.runWorkers ?? false,
    now: () => frozenAt ?? Date.now() + offset,
  });
  return {
    platform,
    databaseUrl: database.url,
    uploadsDir,
    http: () => request(platform.app),
    advanceClock: (ms) => {
      offset += ms;
    },
    freezeClockAt: (ms) => {
      frozenAt = ms;
    },
    runClockFrom: (ms) => {
      offset = ms - Date.now();
      frozenAt = null;
    },
    async stop() {
      try {
        await platform.stop();
        await database.drop();
      } finally {
        rmSync(uploadsDir, { recursive: true, force: true });
      }
    },
  };
}

export async function loginToken(
  harness: Harness,
  kind: 'officials' | 'operators',
  email: string,
  password: string,
) {
  const response = await harness.http().post(`/api/${kind}/login`).send({ email, password });
  if (response.status !== 200)
    throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

/**
 * What the platform changed since `checkpoint` (a store's headCheckpoint().checkpoint), as "type on
 * stream", for tests that prove a request changed nothing. An answered export is recorded as read
 * (DataExported, issue 13): a record of reading, not a change, so it is left out.
 */
export async function changesSince(harness: Harness, checkpoint: string | null): Promise<string[]> {
  const { events } = await harness.platform.store.readAll(checkpoint, 50);
  return events
    .filter((event) => event.type !== 'DataExported')
    .map((event) => `${event.type} on ${event.stream}`);
}
