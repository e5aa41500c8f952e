import { serialNumberStream } from '@ptax/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { createSerialAllocator } from './serialNumbers';

const metadata = { userId: 'cashier@example.test', command: 'RecordPayment' };

describe('the serial-number allocator', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await createPostgresEventStore({ connectionString: database.url, poolSize: 20 });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const serialsOf = async (stream: string) =>
    (await store.readStream(stream)).map((event) => [
      event.revision,
      (event.data as { serial: number }).serial,
    ]);
  const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('gives 100 concurrent callers on one stream exactly the numbers 1 to 100', async () => {
    const allocator = createSerialAllocator(store);
    const serials = await Promise.all(
      oneTo(100).map(() =>
        allocator.next('receipts-one-process', 'SerialNumberAllocated', (serial) => ({ serial }), metadata),
      ),
    );
    expect([...serials].sort((a, b) => a - b)).toEqual(oneTo(100));
    expect(await serialsOf('receipts-one-process')).toEqual(oneTo(100).map((serial) => [serial - 1, serial]));
  }, 60_000);

  it('gives 100 callers spread over four service instances exactly the numbers 1 to 100', async () => {
    // Each store stands for another process: its callers do not take turns with the others', so
    // they collide at the same revision and must retry.
    const others = await Promise.all(
      [1, 2, 3].map(() => createPostgresEventStore({ connectionString: database.url, poolSize: 5 })),
    );
    try {
      const allocators = [store, ...others].map((instance) => createSerialAllocator(instance));
      const serials = await Promise.all(
        oneTo(100).map((caller) =>
          allocators[caller % 4].next(
            'receipts-four-processes',
            'SerialNumberAllocated',
            (serial) => ({ serial }),
            metadata,
          ),
        ),
      );
      expect([...serials].sort((a, b) => a - b)).toEqual(oneTo(100));
      expect(await serialsOf('receipts-four-processes')).toEqual(
        oneTo(100).map((serial) => [serial - 1, serial]),
      );
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  }, 60_000);

  it('records each number of a series as a SerialNumberAllocated event with its purpose and reference', async () => {
    const allocator = createSerialAllocator(store, () => Date.parse('2026-04-01T05:00:00Z'));
    expect(await allocator.nextInSeries('receipt-2026-27', { reference: 'payment-1' }, metadata)).toBe(1);
    expect(await allocator.nextInSeries('receipt-2026-27', { purpose: 'receipt' }, metadata)).toBe(2);
    expect(await allocator.nextInSeries('receipt-2027-28', {}, metadata)).toBe(1);
    const events = await store.readStream(serialNumberStream('receipt-2026-27'));
    expect(events.map(({ type, data, metadata: recorded }) => ({ type, data, recorded }))).toEqual([
      {
        type: 'SerialNumberAllocated',
        data: {
          series: 'receipt-2026-27',
          serial: 1,
          allocatedAt: '2026-04-01T05:00:00.000Z',
          reference: 'payment-1',
        },
        recorded: metadata,
      },
      {
        type: 'SerialNumberAllocated',
        data: {
          series: 'receipt-2026-27',
          serial: 2,
          allocatedAt: '2026-04-01T05:00:00.000Z',
          purpose: 'receipt',
        },
        recorded: metadata,
      },
    ]);
  });

  it('gives up on failures other than a concurrency conflict at once', async () => {
    const allocator = createSerialAllocator(store);
    let calls = 0;
    const failing = () => {
      calls += 1;
      throw new RangeError('serial too large');
    };
    await expect(
      allocator.next('receipts-failing', 'SerialNumberAllocated', failing, metadata),
    ).rejects.toThrow(RangeError);
    expect(calls).toBe(1);
    expect(await store.readStream('receipts-failing')).toEqual([]);
  });

  it('gives blocks of numbers to callers on two instances, consecutive within a block and never shared', async () => {
    const other = await createPostgresEventStore({ connectionString: database.url, poolSize: 5 });
    try {
      const allocators = [createSerialAllocator(store), createSerialAllocator(other)];
      const blocks = await Promise.all(
        oneTo(10).map((caller) =>
          allocators[caller % 2].blockInSeries(
            'notices-2026-27',
            'notice',
            oneTo(5).map((n) => `caller-${caller}/${n}`),
            metadata,
          ),
        ),
      );
      for (const block of blocks) expect(block).toEqual(oneTo(5).map((n) => block[0] + n - 1));
      expect(blocks.flat().sort((a, b) => a - b)).toEqual(oneTo(50));
      const events = await store.readStream(serialNumberStream('notices-2026-27'));
      const references = events.map((event) => (event.data as { reference: string }).reference);
      expect(new Set(references).size).toBe(50);
    } finally {
      await other.close();
    }
  }, 60_000);
});
