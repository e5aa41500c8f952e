import { foldLedger, principalOutstanding, propertyStream, type RecordedEvent } from '@ptax/contracts';
import {
  demandCandidates,
  demandCandidatesOf,
  findLedgerAccount,
  ledgerEntries,
  ledgerProjection,
  pendingDemands,
  startProjectionRunner,
  type ProjectionRunner,
} from '@ptax/projections';
import { ledgerRows, replayLedger } from '@ptax/projections/src/ledger/testing';
import { createStoreDb, type ReadModelDb } from '@ptax/projections/src/testing/databases';
import { propertyIdOf } from '@ptax/projections/src/testing/propertyEvents';
import { twiceThenStale } from '@ptax/projections/src/testing/replay';
import { waitForCatchUp } from '@ptax/projections/src/testing/waitFor';
import { writeLedgerHistory } from './ledgerHistory';

// The ledger read model (projections/src/ledger) over money written by this service's own decider.
jest.setTimeout(60_000);

const PROPERTIES = 12;
const UNLIMITED = { zones: null, wards: null };

describe('the ledger read model', () => {
  let storeDb: Awaited<ReturnType<typeof createStoreDb>>;
  let db: ReadModelDb;
  let events: RecordedEvent[];
  let ids: string[];
  let runner: ProjectionRunner;

  beforeAll(async () => {
    storeDb = await createStoreDb();
    db = await storeDb.readModels();
    ids = await writeLedgerHistory(storeDb.store, PROPERTIES);
    events = (await storeDb.store.readAll(null, 10_000)).events;
    runner = await startProjectionRunner({
      store: storeDb.store,
      pool: db.pool,
      projections: [ledgerProjection],
      batchSize: 17,
    });
    await waitForCatchUp(storeDb.store, db.pool, ['ledger']);
  });
  afterAll(async () => {
    await runner.stop();
    await storeDb.close();
  });

  it('ends with the same rows when every event is replayed twice and an old stretch once more', async () => {
    const once = await ledgerRows(db.pool, await replayLedger(db.pool, 'once', events, 13));
    const twice = await ledgerRows(
      db.pool,
      await replayLedger(db.pool, 'twice', twiceThenStale(events, 40), 29),
    );
    expect(twice).toEqual(once);
    expect(once.accounts).toHaveLength(PROPERTIES);
    expect(once.entries.length).toBeGreaterThan(3 * PROPERTIES);
  });

  it('keeps for every property the state foldLedger gives from its stream', async () => {
    for (const id of ids) {
      const stream = await storeDb.store.readStream(propertyStream(id));
      const account = await findLedgerAccount(db.pool, id);
      expect(account?.state).toEqual(foldLedger(stream));
      expect(account?.revision).toBe(stream[stream.length - 1].revision);
    }
  });

  it('keeps one row per year with the unpaid principal of the fold, and follows moves and deletions', async () => {
    const { rows } = await db.pool.query(
      'SELECT * FROM ledger_years ORDER BY property_unique_id, financial_year',
    );
    for (const id of ids) {
      const account = (await findLedgerAccount(db.pool, id))!;
      for (const year of Object.values(account.state.years)) {
        const row = rows.find((r) => r.property_unique_id === id && r.financial_year === year.financialYear);
        const unpaid = principalOutstanding(year);
        expect([Number(row.unpaid_house), Number(row.unpaid_water), Number(row.unpaid_sewer)]).toEqual([
          unpaid.house,
          unpaid.water,
          unpaid.sewer,
        ]);
        expect([row.ward_id, row.status]).toEqual([account.wardId, account.status]);
      }
    }
    // propertyHistory moves every even property to the next ward and deletes property 4.
    expect((await findLedgerAccount(db.pool, ids[0]))!.wardId).toBe('w1');
    expect(rows.filter((r) => r.property_unique_id === ids[4]).map((r) => r.status)).toEqual(['deleted']);
  });

  it('lists one entry per money event, with payments split by head', async () => {
    const entries = await ledgerEntries(db.pool, ids[2]);
    expect(entries.map((e) => e.type)).toEqual([
      'ArrearsCorrected',
      'DemandRaised',
      'DemandRaised',
      'InterestCharged',
      'DemandRaised',
    ]);
    const linked = await ledgerEntries(db.pool, ids[5]);
    expect(linked[0]).toMatchObject({
      type: 'OldPropertyLinked',
      housePaise: 1000,
      waterPaise: 500,
      amountPaise: 1500,
    });
    const [paid] = (await ledgerEntries(db.pool, ids[9])).filter((e) => e.type === 'PaymentReceived');
    // More than was owed: the rest is advance credit, which has no head.
    const lines = paid.details!.lines as { kind: string; amountPaise: number }[];
    const advance = lines.find((line) => line.kind === 'advance')!.amountPaise;
    expect(advance).toBeGreaterThan(0);
    expect(paid.housePaise + paid.waterPaise + paid.sewerPaise + advance).toBe(paid.amountPaise);
    expect(paid.receiptNumber).toBe('R-t-9');
  });

  it('pages the demand candidates of a place with the year assessment and demand', async () => {
    const first = await demandCandidates(
      db.pool,
      '2026-27',
      { wardId: 'w1', scope: UNLIMITED },
      { after: '', limit: 2 },
    );
    const rest = await demandCandidates(
      db.pool,
      '2026-27',
      { wardId: 'w1', scope: UNLIMITED },
      { after: first[1].propertyUniqueId, limit: 100 },
    );
    const all = [...first, ...rest];
    const { rows } = await db.pool.query(
      "SELECT property_unique_id FROM ledger_accounts WHERE ward_id = 'w1' AND status = 'active' ORDER BY 1",
    );
    expect(all.map((c) => c.propertyUniqueId)).toEqual(rows.map((r) => r.property_unique_id));
    const [one] = await demandCandidatesOf(db.pool, '2026-27', [ids[0]]);
    expect(one.assessment?.inputsFingerprint).toBe('fp-0');
    expect(one.demandId).toBe('d-0-2026-27');
    expect(one.state?.years['2026-27'].demandId).toBe('d-0-2026-27');
    const [none] = await demandCandidatesOf(db.pool, '2023-24', [ids[0]]);
    expect([none.assessment, none.demandId, none.state]).toEqual([null, null, null]);
  });

  it('names as pending a property assessed after its demand, or never demanded, where the mohalla has demands', async () => {
    expect(await pendingDemands(db.pool, null, 100)).toEqual([]);
    const assessed = (id: string, mohallaId: string) => ({
      id: crypto.randomUUID(),
      type: 'PropertyAssessed',
      version: 1,
      metadata: {},
      data: { ...events.find((e) => e.type === 'PropertyAssessed')!.data!, propertyUniqueId: id, mohallaId },
    });
    const registered = (id: string, mohallaId: string) => ({
      ...events.find((e) => e.type === 'PropertyRegistered')!,
      id: crypto.randomUUID(),
      data: { propertyUniqueId: id, details: { ownerName: 'Asha', zoneId: 'z0', wardId: 'w0', mohallaId } },
    });
    // Property 5 sits in m0, where 2026-27 demands were raised; the two new ones in m0 and m-new.
    const [inDemanded, elsewhere] = [propertyIdOf(100), propertyIdOf(101)];
    await storeDb.store.append(propertyStream(ids[5]), [assessed(ids[5], 'm0')], 'any');
    await storeDb.store.append(
      propertyStream(inDemanded),
      [registered(inDemanded, 'm0'), assessed(inDemanded, 'm0')],
      'any',
    );
    await storeDb.store.append(
      propertyStream(elsewhere),
      [registered(elsewhere, 'm-new'), assessed(elsewhere, 'm-new')],
      'any',
    );
    await waitForCatchUp(storeDb.store, db.pool, ['ledger']);
    const pending = await pendingDemands(db.pool, null, 100);
    expect(pending.map((p) => p.propertyUniqueId).sort()).toEqual([ids[5], inDemanded].sort());
    expect(await pendingDemands(db.pool, pending[0], 100)).toEqual(pending.slice(1));
  });
});
