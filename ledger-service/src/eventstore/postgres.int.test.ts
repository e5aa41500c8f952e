import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { describeEventStoreConformance } from './conformance';
import { newEvent, newEvents, record, sleep, waitFor } from './conformanceHelpers';
import { createPostgresEventStore, type PostgresEventStore } from './postgres';

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describeEventStoreConformance('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const store = await createPostgresEventStore({ connectionString: database.url });
  return {
    store,
    // A superuser in replica mode skips the immutability trigger, as a rogue DBA could.
    tamper: (eventId) =>
      withClient(database.url, async (client) => {
        await client.query('SET session_replication_role = replica');
        await client.query(
          `UPDATE events SET data = jsonb_set(data::jsonb, '{amountPaise}', '1') WHERE id = $1`,
          [eventId],
        );
      }),
    cleanup: async () => {
      await store.close();
      await database.drop();
    },
  };
});

describe('the PostgreSQL event store itself', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = await createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 200 });
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it('holds a later append until the writer holding the counter commits, so positions follow commit order', async () => {
    await store.append('property-a', newEvents(2), 'no_stream');
    await withClient(database.url, async (slowWriter) => {
      await slowWriter.query('BEGIN');
      await slowWriter.query('SELECT * FROM es_append($1, -1, $2)', [
        'property-slow',
        JSON.stringify([newEvent()]),
      ]);
      let laterDone = false;
      const later = store.append('property-b', newEvents(1), 'no_stream').finally(() => (laterDone = true));
      await sleep(300);
      // Position 3 is taken but not committed: the later writer waits, and readers see up to 2.
      expect(laterDone).toBe(false);
      expect((await store.readAll('2', 10)).events).toEqual([]);
      await slowWriter.query('COMMIT');
      expect(await later).toMatchObject({ position: 4 });
    });
    const all = await store.readAll(null, 10);
    expect(all.events.map((event) => [event.position, event.stream])).toEqual([
      [1, 'property-a'],
      [2, 'property-a'],
      [3, 'property-slow'],
      [4, 'property-b'],
    ]);
  });

  it('gives back the counter of an append that failed, leaving no gap', async () => {
    await store.append('property-a', newEvents(1), 'no_stream');
    await expect(store.append('property-a', newEvents(1), 'no_stream')).rejects.toThrow('expected revision');
    expect(await store.append('property-b', newEvents(1), 'no_stream')).toMatchObject({ position: 2 });
  });

  it('waits at a missing position and reports it instead of skipping past it', async () => {
    await store.append('property-a', newEvents(1), 'no_stream');
    // Only a damaged table can have a gap: fake one by writing position 3 behind the counter's back.
    await withClient(database.url, (client) =>
      client.query(
        `INSERT INTO events (position, stream, revision, id, type, version, data, metadata, recorded_at, prev_hash, hash)
         VALUES (3, 'property-x', 0, gen_random_uuid(), 'Forged', 1, '{}', '{}', now(), '', '')`,
      ),
    );
    const errors: unknown[] = [];
    const seen: number[] = [];
    const subscription = store.subscribe(
      null,
      async (events) => void seen.push(...events.map((e) => e.position)),
      {
        onError: (error) => errors.push(error),
      },
    );
    await waitFor(() => errors.length > 0, 5_000, 'the gap report');
    await subscription.stop();
    expect(seen).toEqual([1]);
    expect(String(errors[0])).toContain('position 2 is missing');
    expect((await store.readAll('1', 10)).events).toEqual([]);
  });

  it('keeps following live events after its LISTEN connection is killed', async () => {
    const recorder = record(store, null);
    await store.append('property-a', newEvents(1), 'no_stream');
    await waitFor(() => recorder.events().length === 1, 5_000, 'the first event');
    await withClient(database.url, (client) =>
      client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN es_events'`),
    );
    await store.append('property-a', newEvents(2), 0);
    await waitFor(() => recorder.events().length === 3, 5_000, 'the events after the kill');
    await recorder.subscription.stop();
  });

  it('refuses to update or delete a stored event', async () => {
    const [event] = newEvents(1);
    await store.append('property-a', [event], 'no_stream');
    await expect(store.pool.query(`UPDATE events SET data = '{}' WHERE id = $1`, [event.id])).rejects.toThrow(
      'immutable',
    );
    await expect(store.pool.query('DELETE FROM events')).rejects.toThrow('immutable');
  });

  it('names the first missing revision when events were removed from the end of a stream', async () => {
    const events = newEvents(3);
    await store.append('property-a', events, 'no_stream');
    await withClient(database.url, async (client) => {
      await client.query('SET session_replication_role = replica');
      await client.query('DELETE FROM events WHERE id = $1', [events[2].id]);
    });
    expect(await store.verifyStream('property-a')).toMatchObject({
      ok: false,
      brokenAtRevision: 2,
      eventId: events[1].id,
    });
  });

  it('migrates an empty database once when several instances start together', async () => {
    const empty = await createTestDatabase();
    try {
      const stores = await Promise.all(
        [1, 2, 3].map(() => createPostgresEventStore({ connectionString: empty.url })),
      );
      await stores[0].append('property-a', newEvents(1), 'no_stream');
      expect((await stores[2].headCheckpoint()).position).toBe(1);
      await Promise.all(stores.map((other) => other.close()));
    } finally {
      await empty.drop();
    }
  });
});
