import type { RecordedEvent } from '@ptax/contracts';
import { startProjectionRunner } from '../runner/runner';
import { toScript } from '../sql/inline';
import { createStoreDb, type ReadModelDb } from '../testing/databases';
import { appendAll, staffHistory } from '../testing/staffEvents';
import { waitForCatchUp } from '../testing/waitFor';
import { applyStaffEvent } from './handlers';
import { staffProjection } from './projection';
import { findOfficialByEmail, findOperatorByEmail } from './queries';
import { createStaffTables } from './tables';

describe('the staff read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    await appendAll(storeDb.store, staffHistory(40, 15));
    events = (await storeDb.store.readAll(null, 10_000)).events;
  });
  afterAll(() => storeDb.close());

  async function rows(suffix: string) {
    const officials = await db.pool.query(`SELECT * FROM officials_${suffix} ORDER BY id`);
    const operators = await db.pool.query(`SELECT * FROM operators_${suffix} ORDER BY id`);
    return { officials: officials.rows, operators: operators.rows };
  }

  async function build(
    suffix: string,
    replay: (apply: (event: RecordedEvent) => Promise<void>) => Promise<void>,
  ) {
    const t = { officials: `officials_${suffix}`, operators: `operators_${suffix}` };
    await db.pool.query(createStaffTables(t));
    await replay((event) => db.pool.query(toScript(applyStaffEvent(event, t))).then(() => undefined));
    return rows(suffix);
  }

  it('ends with the same rows when every event is replayed twice, even old ones after newer ones', async () => {
    const once = await build('once', async (apply) => {
      for (const event of events) await apply(event);
    });
    const twice = await build('twice', async (apply) => {
      for (const event of events) {
        await apply(event);
        await apply(event);
      }
      for (const event of events) await apply(event);
      // A stale replay of the first half: without the revision checks it would undo later changes.
      for (const event of events.slice(0, events.length / 2)) await apply(event);
    });
    expect(once.officials).toHaveLength(40);
    expect(once.operators).toHaveLength(15);
    expect(twice).toEqual(once);
  });

  it('is built by the runner and answers the email lookups, whatever the case of the email', async () => {
    const runner = await startProjectionRunner({
      store: storeDb.store,
      pool: db.pool,
      projections: [staffProjection],
    });
    try {
      await waitForCatchUp(storeDb.store, db.pool, ['staff']);
      expect(await findOfficialByEmail(db.pool, ' OFFICIAL10@nigam.EXAMPLE ')).toEqual({
        id: 'o10',
        kind: 'official',
        username: "Official 10 O'Brien",
        email: 'official10@nigam.example',
        accessName: 'admin',
        accessType: 'staff',
        loginType: 'nagar_nigam',
        isSuperAdmin: false,
        accessibleZones: ['z3', 'z,"quoted"'],
        accessibleWards: ['w10'],
      });
      expect(await findOperatorByEmail(db.pool, 'operator3@agency.example')).toEqual({
        id: 'p3',
        kind: 'operator',
        username: 'Operator 3',
        email: 'operator3@agency.example',
        accessName: 'operator',
        accessType: 'data_upload',
        loginType: 'operator',
        isSuperAdmin: false,
        accessibleZones: [],
        accessibleWards: [],
      });
      expect(await findOfficialByEmail(db.pool, 'operator3@agency.example')).toBeNull();
      expect(await findOperatorByEmail(db.pool, 'nobody@agency.example')).toBeNull();
    } finally {
      await runner.stop();
    }
  });

  it('keeps the time of the last password change and the revision of the last event applied', async () => {
    const {
      rows: [row],
    } = await db.pool.query(
      'SELECT revision, password_changed_at, accessible_zones, max_value FROM officials WHERE id = $1',
      ['o4'],
    );
    const last = events.filter((event) => event.stream === 'official-o4').at(-1)!;
    expect(row).toEqual({
      revision: last.revision,
      password_changed_at: new Date(last.recordedAt),
      accessible_zones: ['z4', 'z,"quoted"'],
      max_value: '9000000004',
    });
  });
});
