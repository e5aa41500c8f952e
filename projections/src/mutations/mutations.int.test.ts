import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MUTATION_FEE_RULES,
  mutationFee,
  mutationFeeTableStream,
  mutationStream,
  propertyStream,
  type NewEvent,
  type RecordedEvent,
} from '@ptax/contracts';
import { physicalTables } from '../projection';
import type { ReadScope } from '../properties/filters';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { replayInto, twiceThenStale } from '../testing/replay';
import { appendAll } from '../testing/staffEvents';
import { applyMutationEvent, applyFeeTableEvent } from './handlers';
import { mutationFeeTablesProjection, mutationsProjection } from './projection';
import {
  findMutation,
  listMutations,
  mutationFeeTables,
  openMutationOf,
  unfinishedMutations,
} from './queries';

const PROPERTIES = ['P0000000000000001', 'P0000000000000002', 'P0000000000000003'];
const NO_LIMIT: ReadScope = { zones: null, wards: null };
const number = (n: number) => `MUT-2026-27-${String(n + 1).padStart(6, '0')}`;
const TABLE = { version: 1, effectiveFrom: '2024-04-01', rules: DEFAULT_MUTATION_FEE_RULES };
const fee = mutationFee(
  {
    reason: 'sale',
    documentValuePaise: 0,
    marketValuePaise: 120_000_000,
    deedDate: '2026-11-01',
    requestDate: '2026-11-02',
  },
  TABLE,
);
const event = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { userId: 'admin@nagarnigam.demo', loginType: 'nagar_nigam' },
});
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T06:00:00.000Z`;

interface Append {
  stream: string;
  events: NewEvent[];
}

/**
 * Mutation n on property n % 3, requested on 2 + n November. 0: pending, fee charged. 1: approved and
 * the owner changed. 2: approved, the owner change not yet written (a crash). 3: rejected, fee waived.
 * 4: requested, the fee not yet charged (a crash).
 */
function history(n: number): Append[] {
  const mutationId = number(n);
  const propertyUniqueId = PROPERTIES[n % 3];
  const own = (events: NewEvent[]) => ({ stream: mutationStream(mutationId), events });
  const onProperty = (events: NewEvent[]) => ({ stream: propertyStream(propertyUniqueId), events });
  const requested = own([
    event('MutationRequested', {
      mutationId,
      propertyUniqueId,
      reason: n === 3 ? 'gift' : 'sale',
      owner: { ownerName: `New owner ${n}`, mobileNumber: '9876501234' },
      previousOwner: { ownerName: 'Ram Prasad', fatherName: 'Shyam Prasad' },
      deedNumber: `D-${n}`,
      deedDate: '2026-11-01',
      documentValuePaise: 0,
      marketValuePaise: 120_000_000,
      documents: [{ id: 'mutation-documents/a', name: 'deed.pdf' }],
      fee,
      requestedAt: at(2 + n),
    }),
  ]);
  const charged = onProperty([
    event('MutationFeeCharged', {
      propertyUniqueId,
      mutationId,
      amountPaise: fee.amountPaise,
      computation: fee,
      chargedAt: at(2 + n),
    }),
  ]);
  const decided = (type: 'MutationApproved' | 'MutationRejected') =>
    own([
      event(type, {
        mutationId,
        propertyUniqueId,
        userId: 'admin@nagarnigam.demo',
        remarks: 'Checked',
        [type === 'MutationApproved' ? 'approvedAt' : 'rejectedAt']: at(20),
      }),
    ]);
  const ownerChanged = onProperty([
    event('OwnerDetailsUpdated', {
      propertyUniqueId,
      ownerName: `New owner ${n}`,
      mutationId,
      updatedAt: at(20),
    }),
  ]);
  const waived = onProperty([
    event('MutationFeeWaived', {
      propertyUniqueId,
      mutationId,
      waivedPaise: fee.amountPaise,
      refundedPaise: 0,
      waivedAt: at(20),
    }),
  ]);
  if (n === 1) return [requested, charged, decided('MutationApproved'), ownerChanged];
  if (n === 2) return [requested, charged, decided('MutationApproved')];
  if (n === 3) return [requested, charged, decided('MutationRejected'), waived];
  if (n === 4) return [requested];
  return [requested, charged];
}

describe('the mutations read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    // One append at a time, in order: a step lands after the decision it completes, as in life.
    for (const append of Array.from({ length: 5 }, (_, n) => history(n)).flat())
      await appendAll(storeDb.store, [append], 1);
    await storeDb.store.append(
      mutationFeeTableStream,
      [
        event('MutationFeeTableAdopted', {
          effectiveFrom: '2024-04-01',
          rules: DEFAULT_MUTATION_FEE_RULES,
          adoptedAt: at(1),
        }),
      ],
      'any',
    );
    events = (await storeDb.store.readAll(null, 1000)).events;
    for (const projection of [mutationsProjection, mutationFeeTablesProjection]) {
      const t = physicalTables(projection, 1);
      await db.pool.query(projection.createSql(t as never));
      for (const [view, table] of Object.entries(t))
        await db.pool.query(`CREATE VIEW ${view} AS SELECT * FROM ${table}`);
    }
    const mt = physicalTables(mutationsProjection, 1);
    const ft = physicalTables(mutationFeeTablesProjection, 1);
    for (const one of events)
      await db.pool.query(toScript([...applyMutationEvent(one, mt), ...applyFeeTableEvent(one, ft)]));
    await db.pool.query(
      `CREATE TABLE properties (property_unique_id text PRIMARY KEY, zone_id text, ward_id text, mohalla_id text)`,
    );
    await db.pool.query(`INSERT INTO properties VALUES ('P0000000000000001', 'z1', 'w1', 'm1'),
                           ('P0000000000000002', 'z1', 'w2', 'm2'), ('P0000000000000003', 'z2', 'w3', 'm3')`);
    await db.pool.query(`CREATE TABLE mohallas (id text PRIMARY KEY, name text)`);
    await db.pool.query(
      `INSERT INTO mohallas VALUES ('m1', 'Narhi'), ('m2', 'Aminabad'), ('m3', 'Vikas Nagar')`,
    );
    // What the ledger read model keeps of the fee of mutation 0: half of it paid.
    await db.pool.query(
      `CREATE TABLE ledger_accounts (property_unique_id text PRIMARY KEY, state jsonb NOT NULL)`,
    );
    await db.pool.query(`INSERT INTO ledger_accounts VALUES ($1, $2::jsonb)`, [
      PROPERTIES[0],
      JSON.stringify({
        fees: {
          [number(0)]: {
            feeId: number(0),
            feeHead: 'mutation',
            chargedPaise: 1_000_000,
            paidPaise: 500_000,
            advanceAppliedPaise: 0,
            waivedPaise: 0,
            refundedPaise: 0,
            chargedAt: at(2),
            waivedAt: null,
          },
        },
      }),
    ]);
  });
  afterAll(() => storeDb.close());

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const rows = async (suffix: string, order: RecordedEvent[]) => {
      const t = await replayInto(db.pool, mutationsProjection, suffix, order);
      return (await db.pool.query(`SELECT * FROM ${t.mutations} ORDER BY mutation_id`)).rows;
    };
    const once = await rows('once', events);
    expect(once.map((row) => [row.status, row.completed])).toEqual([
      ['pending', true],
      ['approved', true],
      ['approved', false],
      ['rejected', true],
      ['pending', false],
    ]);
    expect(await rows('twice', twiceThenStale(events, 7))).toEqual(once);
  });

  it('lists newest first with the place, the fee from the ledger and the documents', async () => {
    const { rows, total } = await listMutations(db.pool, {}, NO_LIMIT, { page: 1, limit: 2 });
    expect([total, rows.map((row) => row.mutationId)]).toEqual([5, [number(4), number(3)]]);
    expect(await findMutation(db.pool, number(0).toLowerCase())).toMatchObject({
      mutationId: number(0),
      propertyUniqueId: PROPERTIES[0],
      zoneId: 'z1',
      mohallaName: 'Narhi',
      status: 'pending',
      ownerName: 'New owner 0',
      previousOwnerName: 'Ram Prasad',
      previousFatherName: 'Shyam Prasad',
      deedDate: '2026-11-01',
      marketValuePaise: 120_000_000,
      requestedBy: 'admin@nagarnigam.demo',
      fee: { amountPaise: 1_000_000, paidPaise: 500_000, outstandingPaise: 500_000, status: 'partPaid' },
      documents: [{ id: 'mutation-documents/a', name: 'deed.pdf' }],
    });
    // Not on the ledger read model yet: the request's own amount, unpaid.
    expect((await findMutation(db.pool, number(4)))?.fee).toMatchObject({ paidPaise: 0, status: 'unpaid' });
  });

  it('filters by status, place, requested days, property and number, within the scope', async () => {
    const ids = async (filters: Parameters<typeof listMutations>[1], scope = NO_LIMIT) =>
      (await listMutations(db.pool, filters, scope, null)).rows
        .map((r) => r.mutationId.slice(-1))
        .sort()
        .join('');
    expect(await ids({ status: 'approved' })).toBe('23');
    expect(await ids({ zoneId: 'z1', wardId: 'w1' })).toBe('14');
    expect(await ids({ startDate: '2026-11-03', endDate: '2026-11-04' })).toBe('23');
    expect(await ids({ propertyUniqueId: 'p0000000000000003' })).toBe('3');
    expect(await ids({ mutationId: number(1).toLowerCase() })).toBe('2');
    expect(await ids({}, { zones: ['z1'], wards: null })).toBe('1245');
  });

  it('finds the unfinished processes decided before a moment, and the open mutation of a property', async () => {
    expect(await unfinishedMutations(db.pool, '2026-12-01T00:00:00Z')).toEqual([number(4), number(2)]);
    expect(await unfinishedMutations(db.pool, '2026-11-06T07:00:00Z')).toEqual([number(4)]);
    expect(await openMutationOf(db.pool, PROPERTIES[0])).toBe(number(0));
    expect(await openMutationOf(db.pool, PROPERTIES[2])).toBe(number(2));
    await db.pool.query(
      `UPDATE ${physicalTables(mutationsProjection, 1).mutations} SET status = 'approved', owner_changed = true, fee_charged = true WHERE property_unique_id = $1`,
      [PROPERTIES[1]],
    );
    expect(await openMutationOf(db.pool, PROPERTIES[1])).toBeNull();
  });

  it('keeps every version of the fee table', async () => {
    expect(await mutationFeeTables(db.pool)).toEqual([{ ...TABLE, adoptedAt: at(1) }]);
  });
});
