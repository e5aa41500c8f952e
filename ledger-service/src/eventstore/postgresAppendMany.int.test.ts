import type { StreamAppend } from '@ptax/contracts';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { newEvent, newEvents, sleep } from './conformanceHelpers';
import { createPostgresEventStore, type PostgresEventStore } from './postgres';

describe('appendMany on PostgreSQL', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = await createPostgresEventStore({ connectionString: database.url, poolSize: 12 });
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it('repeats itself when another writer creates one of its new streams meanwhile, and appends after it', async () => {
    const creator = new Client({ connectionString: database.url });
    await creator.connect();
    try {
      await creator.query('BEGIN');
      await creator.query('SELECT * FROM es_append($1, -1, $2)', [
        'property-new',
        JSON.stringify([newEvent()]),
      ]);
      let done = false;
      const call = store
        .appendMany([
          { stream: 'property-beside', events: newEvents(1), expectedRevision: 'no_stream' },
          { stream: 'property-new', events: newEvents(2), expectedRevision: 'any' },
        ])
        .finally(() => (done = true));
      await sleep(300);
      expect(done).toBe(false);
      await creator.query('COMMIT');
      expect(await call).toMatchObject([
        { stream: 'property-beside', ok: true, nextRevision: 0, position: 2 },
        { stream: 'property-new', ok: true, nextRevision: 2, position: 4 },
      ]);
    } finally {
      await creator.end();
    }
    expect(await store.verifyStream('property-new')).toEqual({ ok: true, events: 3 });
  });

  it('never deadlocks when many calls share streams named in different orders', async () => {
    const streams = Array.from({ length: 300 }, (_, index) => `property-${index}`);
    await store.appendMany(
      streams
        .slice(0, 150)
        .map((stream) => ({ stream, events: [newEvent()], expectedRevision: 'no_stream' })),
    );
    const shuffled = () => [...streams].sort(() => Math.random() - 0.5).slice(0, 200);
    const call = (): StreamAppend[] =>
      shuffled().map((stream) => ({
        stream,
        events: newEvents(1 + (stream.length % 2)),
        expectedRevision: 'any',
      }));
    const rounds = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const appended: number[] = [];
        for (let round = 0; round < 5; round += 1) {
          const results = await store.appendMany(call());
          appended.push(results.filter((result) => result.ok && result.appended).length);
        }
        return appended;
      }),
    );
    expect(rounds.flat()).toEqual(Array.from({ length: 40 }, () => 200));
    const checks = await Promise.all(streams.map((stream) => store.verifyStream(stream)));
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    const { position } = await store.headCheckpoint();
    const stored = checks.reduce((sum, check) => sum + (check.ok ? check.events : 0), 0);
    expect(stored).toBe(position);
  }, 60_000);
});
