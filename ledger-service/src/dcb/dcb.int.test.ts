import { financialYearOfDate, type RecordedEvent } from '@ptax/contracts';
import {
  addDcb,
  dcbFigures,
  dcbProjection,
  ledgerProjection,
  noDcb,
  refreshAccrualDay,
  type Projection,
  type DcbFiguresByHead,
  type DcbGrouping,
  type DcbQuery,
  type DcbTable,
  type TableNames,
} from '@ptax/projections';
import { createReadModelDb, type ReadModelDb } from '@ptax/projections/src/testing/databases';
import { DCB_COLUMNS } from '@ptax/projections/src/dcb/tables';
import { twiceThenStale } from '@ptax/projections/src/testing/replay';
import { toScript } from '@ptax/projections/src/sql/inline';
import { DEFAULT_TAX_RULES } from '@ptax/contracts';
import { ledgerDcb } from './ledgerDcb';
import { buildCity, placeOfMohalla, type Place } from './testCity';

// The proof of issue 11: a city of 2,000 properties with random histories decided by the real ledger
// decider; the DCB read model's figures at every level, as of several days, equal the sum of the
// properties' ledgers folded to that day (ledgerDcb.ts), to the paisa.
jest.setTimeout(120_000);

const WORLDS = 1_000;
const RATE = DEFAULT_TAX_RULES.interest;
const UNLIMITED = { zones: null, wards: null };

async function replay<Table extends string>(
  db: ReadModelDb,
  projection: Projection<Table>,
  suffix: string,
  events: RecordedEvent[],
  batchSize: number,
) {
  const tables = Object.fromEntries(
    projection.tables.map((table) => [table, `${table}_${suffix}`]),
  ) as TableNames<Table>;
  await db.pool.query(projection.createSql(tables));
  for (let start = 0; start < events.length; start += batchSize) {
    const batch = events.slice(start, start + batchSize);
    const loaded = await projection.load!(batch, tables, db.pool);
    const statements = batch.flatMap((event) => projection.apply(event, tables, loaded));
    if (statements.length) await db.pool.query(`BEGIN;\n${toScript(statements)};\nCOMMIT`);
  }
  return tables;
}

/** The read model's views over the tables `replay` built. */
const viewsOver = <Table extends string>(projection: Projection<Table>, t: TableNames<Table>) =>
  projection.tables.map((table) => `CREATE VIEW ${table} AS SELECT * FROM ${t[table]}`).join(';\n');

describe('the DCB of a city with random histories', () => {
  let db: ReadModelDb;
  let events: RecordedEvent[];
  const streams = new Map<string, RecordedEvent[]>();
  /** Where each property sits now, or null once deleted. */
  const places = new Map<string, Place | null>();

  beforeAll(async () => {
    events = buildCity(WORLDS);
    for (const event of events) {
      const id = event.stream.slice('property-'.length);
      const stream = streams.get(id) ?? [];
      stream.push(event);
      streams.set(id, stream);
      const d = event.data as { details?: Place; changes?: Place };
      if (event.type === 'PropertyRegistered') places.set(id, placeOfMohalla(d.details!.mohallaId));
      if (event.type === 'PropertyEdited') places.set(id, placeOfMohalla(d.changes!.mohallaId));
      if (event.type === 'PropertyDeleted') places.set(id, null);
    }
    db = await createReadModelDb();
    await db.pool.query(viewsOver(dcbProjection, await replay(db, dcbProjection, 'live', events, 2_000)));
    await db.pool.query(
      viewsOver(ledgerProjection, await replay(db, ledgerProjection, 'live', events, 2_000)),
    );
  });
  afterAll(() => db.close());

  const query = (financialYear: string, asOf: string): DcbQuery => ({
    financialYear,
    asOf,
    rate: RATE,
    place: { scope: UNLIMITED },
  });

  const folded = new Map<string, Map<string, DcbFiguresByHead>>();
  /** Each property's DCB from its own ledger, once per year and day. */
  function ledgers(financialYear: string, asOf: string) {
    const key = `${financialYear}|${asOf}`;
    if (!folded.has(key))
      folded.set(
        key,
        new Map([...streams].map(([id, stream]) => [id, ledgerDcb(stream, financialYear, asOf)])),
      );
    return folded.get(key)!;
  }

  /** The ledgers' DCB summed per group (zone, ward, mohalla, property, or the whole city). */
  function expected(financialYear: string, asOf: string, grouping: DcbGrouping) {
    const groups = new Map<string, DcbFiguresByHead[]>();
    for (const [id, figures] of ledgers(financialYear, asOf)) {
      const place = places.get(id);
      if (!place) continue;
      const key = {
        city: 'city',
        zone: place.zoneId,
        ward: place.wardId,
        mohalla: place.mohallaId,
        property: id,
      }[grouping];
      const list = groups.get(key) ?? [];
      list.push(figures);
      groups.set(key, list);
    }
    return new Map([...groups].map(([key, list]) => [key, addDcb(list)]));
  }

  const DAYS = ['2024-03-31', '2024-04-02', '2024-11-15', '2025-06-30', '2026-03-31'];

  it('has histories worth proving: thousands of properties, every kind of money event', () => {
    expect(streams.size).toBe(2 * WORLDS);
    const types = new Set(events.map((event) => event.type));
    for (const type of [
      'DemandRaised',
      'PaymentReceived',
      'RebateGranted',
      'InterestCharged',
      'PaymentReversed',
      'PaymentShiftedOut',
      'PaymentShiftedIn',
      'DebitNoteIssued',
      'CreditNoteIssued',
      'ArrearsCorrected',
      'PropertyEdited',
      'PropertyDeleted',
    ])
      expect(types).toContain(type);
  });

  it.each(DAYS)('equals the sum of the ledgers at every level as of %s', async (asOf) => {
    const financialYear = financialYearOfDate(asOf);
    for (const grouping of ['city', 'zone', 'ward', 'mohalla', 'property'] as const) {
      const actual = await dcbFigures(db.pool, query(financialYear, asOf), grouping);
      const wanted = expected(financialYear, asOf, grouping);
      const keys = [...new Set([...actual.keys(), ...wanted.keys()])].sort();
      const table = (figures: Map<string, DcbFiguresByHead>) =>
        Object.fromEntries(keys.map((key) => [`${grouping} ${key}`, figures.get(key) ?? noDcb()]));
      expect(table(actual)).toEqual(table(wanted));
    }
    const city = (await dcbFigures(db.pool, query(financialYear, asOf), 'city')).get('city')!;
    expect(city.balancePaise).toBeGreaterThan(0);
    expect(city.collectionCurrentPaise + city.collectionArrearsPaise).toBeGreaterThan(0);
  });

  it('answers an earlier year as of a later day (its arrears collected after it ended)', async () => {
    const [financialYear, asOf] = ['2023-24', '2024-12-31'];
    const actual = await dcbFigures(db.pool, query(financialYear, asOf), 'ward');
    const wanted = expected(financialYear, asOf, 'ward');
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(wanted));
  });

  it("takes today's accrual from the ledger's sums per place once they stand on today, to the paisa", async () => {
    const today = '2026-06-30';
    const levels = ['city', 'zone', 'ward', 'mohalla'] as const;
    const asked = (financialYear: string, place = {}) => ({
      ...query(financialYear, today),
      everythingRecorded: true,
      place: { scope: UNLIMITED, ...place },
    });
    const all = async () => {
      const answers = [];
      for (const financialYear of ['2025-26', '2026-27'])
        for (const place of [{}, { zoneId: 'z3' }, { scope: { zones: null, wards: ['z1-w2'] } }])
          for (const level of levels)
            answers.push(Object.fromEntries(await dcbFigures(db.pool, asked(financialYear, place), level)));
      return answers;
    };
    const fromChangeRows = await all();
    expect(await refreshAccrualDay(db.pool, { onDate: today, currentYear: '2026-27', rate: RATE })).toBe(
      true,
    );
    expect(await all()).toEqual(fromChangeRows);
    const city = fromChangeRows[0].city as DcbFiguresByHead;
    expect(city.interestPaise).toBeGreaterThan(0);
  });

  it('is limited to the place asked for', async () => {
    const place = { zoneId: 'z2', wardId: 'z2-w3', scope: UNLIMITED };
    const actual = await dcbFigures(db.pool, { ...query('2024-25', '2024-11-15'), place }, 'city');
    expect(actual.get('city')).toEqual(expected('2024-25', '2024-11-15', 'ward').get('z2-w3'));
  });

  it('ends with the same rows when every event is replayed twice and an old stretch once more', async () => {
    const sample = events.slice(0, 2_000);
    const rows = async (t: TableNames<DcbTable>) => ({
      // A place a property moved out of keeps its rows at zero (a batch that moved it at once has none).
      days: (
        await db.pool.query(
          `SELECT * FROM ${t.dcb_days} WHERE (${DCB_COLUMNS.join(', ')}) IS DISTINCT FROM (${DCB_COLUMNS.map(() => '0').join(', ')})
            ORDER BY day, mohalla_id, financial_year`,
        )
      ).rows,
      changes: (await db.pool.query(`SELECT * FROM ${t.dcb_changes} ORDER BY 1, 2, 3`)).rows,
    });
    const once = await rows(await replay(db, dcbProjection, 'once', sample, 97));
    const twice = await rows(await replay(db, dcbProjection, 'twice', twiceThenStale(sample, 500), 211));
    expect(twice).toEqual(once);
    expect(once.days.length).toBeGreaterThan(100);
  });
});
