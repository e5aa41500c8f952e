import { DEFAULT_TAX_RULES, type RecordedEvent } from '@ptax/contracts';
import { ledgerProjection, refreshAccrualDay, type LedgerTable, type TableNames } from '@ptax/projections';
import {
  demandReportSql,
  type DemandGrouping,
  type DemandReportQuery,
} from '@ptax/projections/src/ledger/demandReports';
import {
  PLACE_SUMS,
  sumYearsFrom,
  YEAR_ROWS,
  type YearSource,
} from '@ptax/projections/src/ledger/yearSources';
import { taxSummarySql } from '@ptax/projections/src/propertyReports/taxSummary';
import { demandTotalsSql } from '@ptax/projections/src/ledger/totals';
import { selectionSql, type DefaulterSelection } from '@ptax/projections/src/ledger/defaulters';
import { createReadModelDb, type ReadModelDb } from '@ptax/projections/src/testing/databases';
import { toScript } from '@ptax/projections/src/sql/inline';
import { buildCity, random } from '../dcb/testCity';

// The demand reports read sums kept per place by triggers (projections/src/ledger/placeYears.ts) when
// their accrual day is the report's; they must equal the sums over every property's year rows, to the
// paisa, whatever the batches, replays, moves and deletions, and before and after a refresh. So must
// the defaulters list read from each property's kept dues (dues.ts).
jest.setTimeout(120_000);

const RATE = DEFAULT_TAX_RULES.interest;
const UNLIMITED = { zones: null, wards: null };
const DAYS = [
  // The generated histories end in 2025-26: one day inside that year, one after it.
  { onDate: '2025-11-20', currentYear: '2025-26' },
  { onDate: '2026-06-30', currentYear: '2026-27' },
];

/** The generated city with a house category per property, so the usage grouping has two sides. */
const usage = new Map<string, string>();
function cityWithUsage(): RecordedEvent[] {
  const pick = random(7);
  return buildCity(300).map((event) => {
    if (event.type !== 'PropertyRegistered') return event;
    const category = usage.get(event.stream) ?? (pick(3) === 0 ? 'nonresidential' : 'residential');
    usage.set(event.stream, category);
    const data = event.data as { details: object };
    return { ...event, data: { ...data, details: { ...data.details, houseCategory: category } } };
  });
}

async function apply(
  db: ReadModelDb,
  t: TableNames<LedgerTable>,
  events: RecordedEvent[],
  batchSize: number,
) {
  for (let start = 0; start < events.length; start += batchSize) {
    const batch = events.slice(start, start + batchSize);
    const loaded = await ledgerProjection.load!(batch, t, db.pool);
    const statements = batch.flatMap((event) => ledgerProjection.apply(event, t, loaded));
    if (statements.length > 0) await db.pool.query(`BEGIN;\n${toScript(statements)};\nCOMMIT`);
  }
}

describe('the demand sums kept per place and the dues kept per property', () => {
  let db: ReadModelDb;
  let t: TableNames<LedgerTable>;
  let events: RecordedEvent[];

  beforeAll(async () => {
    events = cityWithUsage();
    db = await createReadModelDb();
    t = Object.fromEntries(
      ledgerProjection.tables.map((table) => [table, `${table}_live`]),
    ) as TableNames<LedgerTable>;
    await db.pool.query(ledgerProjection.createSql(t));
    // What the reports join from other read models: the register's category (the year rows' usage),
    // and names and addresses for the defaulters list (empty here).
    await db.pool.query(`CREATE TABLE properties (property_unique_id text, property_address text,
      matching jsonb, house_category text);
      CREATE TABLE zones (id text, name text); CREATE TABLE wards (id text, ward_fullname text);
      CREATE TABLE mohallas (id text, name text)`);
    await db.pool.query(
      'INSERT INTO properties (property_unique_id, house_category) SELECT * FROM unnest($1::text[], $2::text[])',
      [[...usage.keys()].map((stream) => stream.slice('property-'.length)), [...usage.values()]],
    );
    await db.pool.query(
      ledgerProjection.tables.map((table) => `CREATE VIEW ${table} AS SELECT * FROM ${t[table]}`).join(';\n'),
    );
  });
  afterAll(() => db.close());

  const query = (day: (typeof DAYS)[number], financialYear: string, place = {}): DemandReportQuery => ({
    financialYear,
    currentYear: day.currentYear,
    onDate: day.onDate,
    rate: RATE,
    place: { scope: UNLIMITED, ...place },
  });

  const PLACES = [
    {},
    { zoneId: 'z2' },
    { wardId: 'z1-w3' },
    { mohallaId: 'z3-w2-m1' },
    { scope: { zones: ['z1', 'z3'], wards: null } },
    { scope: { zones: null, wards: ['z2-w1', 'z2-w2'] } },
  ];
  const GROUPINGS: DemandGrouping[] = ['none', 'zone', 'zoneAndUsage'];
  type Sql = (source: YearSource, values: unknown[]) => string;
  const REPORTS: [string, (query: DemandReportQuery) => Sql][] = [
    ...GROUPINGS.map((grouping): [string, (query: DemandReportQuery) => Sql] => [
      grouping,
      (query) => demandReportSql(query, grouping),
    ]),
    ['taxSummary', taxSummarySql],
    ['fetchUpdatedTotals', (query) => demandTotalsSql(query.place)],
  ];
  const summed = (query: DemandReportQuery, sql: Sql) =>
    Promise.all([
      sumYearsFrom(db.pool, query, PLACE_SUMS, sql),
      sumYearsFrom(db.pool, query, YEAR_ROWS, sql),
    ]);
  const YEARS = ['2023-24', '2024-25', '2025-26', '2026-27'];

  /** The defaulters list the kept dues give equals the one summed from the year rows. */
  async function expectSameDefaulters(day: (typeof DAYS)[number]) {
    const bounds = [
      [0, 100_000_000],
      [1, 50_000_000],
      [200_000, 900_000],
    ];
    let listed = 0;
    for (const place of PLACES)
      for (const filterType of ['all', 'arrears', 'current'] as const)
        for (const [minPaise, maxPaise] of bounds) {
          const selection: DefaulterSelection = {
            ...query(day, day.currentYear, place),
            minPaise,
            maxPaise,
            filterType,
            order: 'desc',
          };
          const [kept, summed] = await Promise.all(
            (['dues', 'yearRows'] as const).map(async (source) => {
              const { text, values } = selectionSql(selection, source);
              return (await db.pool.query(text, values)).rows;
            }),
          );
          expect(kept).toEqual(summed);
          listed += kept.length;
        }
    return listed;
  }

  async function expectSameAsRows(day: (typeof DAYS)[number]) {
    let compared = 0;
    for (const place of PLACES)
      for (const [, report] of REPORTS)
        for (const year of YEARS) {
          const asked = query(day, year, place);
          const [perPlace, perRow] = await summed(asked, report(asked));
          expect(perPlace).not.toBeNull();
          const strip = (rows: Record<string, unknown>[] | null) =>
            rows!.map(({ fresh: _fresh, ...row }) =>
              Object.fromEntries(
                Object.entries(row).map(([k, v]) => [
                  k,
                  typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v,
                ]),
              ),
            );
          expect(strip(perPlace)).toEqual(strip(perRow));
          compared++;
        }
    return compared;
  }

  it('equal the year rows after a refresh, after more batches (and replays), and after the next refresh', async () => {
    const half = Math.floor(events.length / 2);
    await apply(db, t, events.slice(0, half), 500);
    expect(await refreshAccrualDay(db.pool, { ...DAYS[0], rate: RATE })).toBe(true);
    expect(await expectSameAsRows(DAYS[0])).toBe(PLACES.length * REPORTS.length * YEARS.length);
    expect(await expectSameDefaulters(DAYS[0])).toBeGreaterThan(1_000);

    // The rest in batches of another size, with a stretch replayed (the runner's crash case).
    await apply(db, t, events.slice(half), 137);
    await apply(db, t, events.slice(half - 400, half + 400), 300);
    await expectSameAsRows(DAYS[0]);
    await expectSameDefaulters(DAYS[0]);
    const { rows } = await db.pool.query<{ accrued: string; interest: string }>(
      `SELECT sum(accrued_house + accrued_water + accrued_sewer) AS accrued FROM ledger_place_years`,
    );
    expect(Number(rows[0].accrued)).toBeGreaterThan(0);

    expect(await refreshAccrualDay(db.pool, { ...DAYS[1], rate: RATE })).toBe(true);
    await expectSameAsRows(DAYS[1]);
    await expectSameDefaulters(DAYS[1]);
  });

  it('are not read for another day or rate, and a second refresh to the same day changes nothing', async () => {
    expect(await refreshAccrualDay(db.pool, { ...DAYS[1], rate: RATE })).toBe(false);
    const fromSums = (asked: DemandReportQuery) =>
      sumYearsFrom(db.pool, asked, PLACE_SUMS, demandReportSql(asked, 'none'));
    expect(await fromSums(query(DAYS[0], '2025-26'))).toBeNull();
    expect(
      await fromSums({ ...query(DAYS[1], '2025-26'), rate: { ...RATE, basisPointsPerYear: 1_800 } }),
    ).toBeNull();
    expect(await fromSums(query(DAYS[1], '2025-26'))).not.toBeNull();
    const stale = {
      ...query(DAYS[0], '2026-27'),
      minPaise: 0,
      maxPaise: 100_000_000,
      order: 'desc' as const,
    };
    const { text, values } = selectionSql(stale, 'dues');
    expect((await db.pool.query(text, values)).rows).toEqual([]);
  });
});
