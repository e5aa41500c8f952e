import { describeEventStoreConformance } from './conformance';
import { createEventStoreDbEventStore } from './eventstoredb';

const url = process.env.EVENTSTORE_URL;

const describeWithServer = url ? describe : describe.skip; // skipped: needs EVENTSTORE_URL pointing at an EventStoreDB server

describeWithServer('with EventStoreDB', () => {
  describeEventStoreConformance(
    'EventStoreDB',
    async () => {
      const store = createEventStoreDbEventStore({ connectionString: url ?? '' });
      // Streams carry a run-unique prefix (see conformanceHelpers), so earlier runs do not interfere.
      return { store, cleanup: () => store.close() };
    },
    { densePositions: false, tamper: false },
  );
});
