// The audit of a whole database on the real composition root: random money histories decided by the
// real decider are appended, the read models build from them, then the audit runs.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Client } from 'pg';
import { propertyStream } from '@ptax/contracts';
import { startHarness, type Harness } from '../../test/platformHarness';
import { historyOf } from '../ledger/foldProperties.arbitraries';
import { newWorld, play } from '../ledger/simulatedHistory';
import { verifyEverything, type VerifyOptions } from './verify';

jest.setTimeout(120_000);

let harness: Harness;
let ids: string[];
let databaseUrl: string;

/** Ten properties (five worlds of two) with histories of up to 30 steps, appended as the service would. */
async function appendHistories() {
  const histories = fc.sample(historyOf(30), { numRuns: 5, seed: 20261122 });
  const all: string[] = [];
  for (const [n, steps] of histories.entries()) {
    const world = newWorld({ A: `AUDITPROPERTY${n}00A`, B: `AUDITPROPERTY${n}00B` });
    steps.forEach((step) => play(world, step));
    for (const account of Object.values(world.accounts)) {
      const events = account.events.map(({ type, version, data, metadata }) => ({
        id: randomUUID(),
        type,
        version,
        data,
        metadata,
      }));
      await harness.platform.store.append(propertyStream(account.id), events, 'no_stream');
      all.push(account.id);
    }
  }
  return all;
}

async function asSuperuser(work: (client: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

const audit = (options: Partial<VerifyOptions> = {}) =>
  verifyEverything({
    store: harness.platform.store,
    readModels: harness.platform.pool,
    pageSize: 4,
    ...options,
  });

beforeAll(async () => {
  harness = await startHarness();
  databaseUrl = (harness.platform.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  ids = await appendHistories();
  await harness.platform.caughtUp();
});
afterAll(() => harness.stop());

describe('verifyEverything', () => {
  it('finds nothing wrong in a clean database, whichever way it reads the store', async () => {
    for (const source of ['auto', 'readAll'] as const) {
      const report = await audit({ source });
      expect(report).toMatchObject({
        ok: true,
        mismatches: [],
        brokenChains: [],
        properties: 10,
        rows: { readModel: 10, replayed: 10 },
      });
      expect(report.streams).toBeGreaterThan(10);
      const { rows } = await harness.platform.pool.query<{ count: string }>('SELECT count(*) FROM events');
      expect(report.events).toBe(Number(rows[0].count));
    }
  });

  it('reports a read-model row edited by hand', async () => {
    await harness.platform.pool.query(
      `UPDATE ledger_accounts SET state = jsonb_set(state, '{advancePaise}', '123456') WHERE property_unique_id = $1`,
      [ids[3]],
    );
    const report = await audit();
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual([
      {
        propertyUniqueId: ids[3],
        differences: [expect.objectContaining({ path: 'state.advancePaise', readModel: 123456 })],
      },
    ]);
    expect(report.brokenChains).toEqual([]);
  });

  it('reports a tampered event as a broken chain, in property streams and in every other stream', async () => {
    const [tamperedProperty] = await harness.platform.store.readStream(propertyStream(ids[5]), {
      from: 1,
      limit: 1,
    });
    const { rows } = await harness.platform.pool.query<{ stream: string; id: string }>(
      "SELECT stream, id::text AS id FROM events WHERE stream NOT LIKE 'property-%' ORDER BY position LIMIT 1",
    );
    await asSuperuser(async (client) => {
      await client.query('ALTER TABLE events DISABLE TRIGGER events_immutable');
      try {
        await client.query(
          `UPDATE events SET data = jsonb_set(data::jsonb, '{tampered}', 'true') WHERE id = ANY($1::uuid[])`,
          [[tamperedProperty.id, rows[0].id]],
        );
      } finally {
        await client.query('ALTER TABLE events ENABLE TRIGGER events_immutable');
      }
    });
    for (const source of ['auto', 'readAll'] as const) {
      const report = await audit({ source });
      const broken = new Map(report.brokenChains.map((b) => [b.stream, b]));
      expect(broken.get(propertyStream(ids[5]))).toMatchObject({
        brokenAtRevision: 1,
        eventId: tamperedProperty.id,
      });
      expect(broken.get(rows[0].stream)).toMatchObject({ eventId: rows[0].id });
      expect(report.brokenChains).toHaveLength(2);
      // The page-wise check says what the store's own check of one stream says.
      const own = await harness.platform.store.verifyStream(propertyStream(ids[5]));
      expect(own).toMatchObject({ ok: false, reason: broken.get(propertyStream(ids[5]))?.reason });
    }
  });
});
