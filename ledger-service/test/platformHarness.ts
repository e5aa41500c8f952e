// Starts the real composition root on a fresh database for an HTTP test file.
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { startPlatform, type Platform } from '../src/platform';

export interface Harness {
  platform: Platform;
  http: () => ReturnType<typeof request>;
  /** Moves the clock the platform sees (token expiry, login throttle window). */
  advanceClock(ms: number): void;
  /** Stops the platform's clock at an instant, or lets it run again with null. */
  freezeClockAt(ms: number | null): void;
  stop(): Promise<void>;
}

/** `seedModules`: whose demo data to seed (default: the demo users only, not the demo city); `runWorkers`: start background jobs. */
export async function startHarness(
  options: { seedModules?: string[]; runWorkers?: boolean } = {},
): Promise<Harness> {
  // Cheap hashes keep the suite fast; the cost is a setting, the algorithm is the same.
  process.env.PASSWORD_HASH_COST = '4';
  const database: TestDatabase = await createTestDatabase();
  let offset = 0;
  let frozenAt: number | null = null;
  const platform = await startPlatform({
    databaseUrl: database.url,
    jwtSecret: 'test-secret',
    seedDemoData: true,
    seedModules: options.seedModules ?? ['staff'],
    // Background jobs run only where a test asks for them, so timing never depends on a schedule.
    runWorkers: options.runWorkers ?? false,
    now: () => frozenAt ?? Date.now() + offset,
  });
  return {
    platform,
    http: () => request(platform.app),
    advanceClock: (ms) => {
      offset += ms;
    },
    freezeClockAt: (ms) => {
      frozenAt = ms;
    },
    async stop() {
      await platform.stop();
      await database.drop();
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
