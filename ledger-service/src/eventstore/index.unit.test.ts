import { createEventStore } from './index';
import { EventStoreDbEventStore } from './eventstoredb';

describe('choosing the event store from the environment', () => {
  it('uses EventStoreDB when EVENTSTORE_URL is set', async () => {
    const store = await createEventStore({
      EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false',
      DATABASE_URL: 'postgres://x',
    });
    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    await store.close();
  });

  it('asks for a database when neither URL is set', async () => {
    await expect(createEventStore({})).rejects.toThrow('set EVENTSTORE_URL or DATABASE_URL');
  });
});
