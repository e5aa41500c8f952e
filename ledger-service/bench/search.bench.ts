// npm run bench:search: the property search on a city of a million properties. Starts its own
// embedded PostgreSQL (temp dir, deleted afterwards) unless DATABASE_URL is set, fills the property
// read model, then times the searches the API makes through the very functions the API calls, and
// prints one JSON object (figures recorded in BENCHMARKS.md). BENCH_PROPERTIES changes the size.
import { cpus, loadavg } from 'node:os';
import { Pool } from 'pg';
import {
  countProperties,
  countPropertiesByWard,
  findProperty,
  listProperties,
  NO_READ_LIMIT,
  type PropertyFilters,
} from '@ptax/projections';
import { benchDatabase, log, now, percentile, round } from './benchSupport';
import { fillReadModel, makeCity, misspell, seeded } from './propertyData';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = 20;

const WHY_DIRECT =
  'The read model is filled directly (multi-row INSERT from unnest), not by appending events and ' +
  'projecting them: a million registrations through the event store would take tens of minutes and ' +
  "measure the projection, not the search. The rows and indexes are the projection's own (its createSql).";

interface Timing {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  runs: number;
}

async function measure(run: (i: number) => Promise<unknown>, iterations = ITERATIONS): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await run(iterations + i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = now();
    await run(i);
    times.push(now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(times, 50), 2),
    p95Ms: round(percentile(times, 95), 2),
    p99Ms: round(percentile(times, 99), 2),
    meanMs: round(times.reduce((a, b) => a + b, 0) / times.length, 2),
    runs: iterations,
  };
}

async function main() {
  const database = await benchDatabase();
  const pool = new Pool({ connectionString: database.url, max: 4 });
  try {
    log(`search benchmark: ${PROPERTIES.toLocaleString('en-IN')} properties on ${database.server}`);
    log(WHY_DIRECT);
    const mohallas = makeCity(seeded(7));
    const { owners, ids, ...loaded } = await fillReadModel(pool, mohallas, PROPERTIES, log);
    log(`filled in ${loaded.loadSeconds} s, indexed in ${loaded.indexSeconds} s`);
    const random = seeded(99);
    const list = (filters: PropertyFilters, page = 1) =>
      listProperties(pool, filters, NO_READ_LIMIT, { page, limit: 10 });

    // The misspelt names, chosen before timing; a hit is a result with the name as it was spelt.
    const latin = owners.filter((name) => /^[A-Za-z]/.test(name));
    const hindi = owners.filter((name) => !/^[A-Za-z]/.test(name));
    const typos = (names: string[]) =>
      Array.from({ length: ITERATIONS + WARM_UP }, () => {
        const name = random.pick(names);
        return { name, typo: misspell(name, random) };
      });
    const latinTypos = typos(latin);
    const hindiTypos = typos(hindi);
    let hits = 0;
    let asked = 0;
    const fuzzy = (cases: { name: string; typo: string }[]) => async (i: number) => {
      const { rows } = await list({ ownerName: cases[i].typo });
      if (i < ITERATIONS) {
        asked++;
        if (rows.some((row) => row.ownerName === cases[i].name)) hits++;
      }
    };
    const ward = () => random.pick(mohallas);
    const fragments = mohallas.map((m) => ({ name: m.name, typo: misspell(m.name, random) }));
    let addressHits = 0;

    const results: Record<string, Timing & { note?: string }> = {};
    const scenario = async (
      name: string,
      run: (i: number) => Promise<unknown>,
      note?: string,
      iterations?: number,
    ) => {
      log(`  ${name}...`);
      results[name] = { ...(await measure(run, iterations)), ...(note ? { note } : {}) };
    };
    await scenario(
      'exactId',
      (i) => findProperty(pool, ids[i % ids.length]),
      'findProperty (GET properties, viewDetails)',
    );
    await scenario(
      'exactIdAsFilter',
      (i) => list({ propertyUniqueId: ids[(i * 7) % ids.length] }),
      'properties/search by propertyUniqueId',
    );
    await scenario(
      'misspeltOwnerName',
      fuzzy(latinTypos),
      "e.g. 'Ramesh Kumr'; page 1 of 10, closest first, with the total",
    );
    const latinHitRate = round(hits / asked, 3);
    hits = 0;
    asked = 0;
    await scenario(
      'misspeltHindiOwnerName',
      fuzzy(hindiTypos),
      'Devanagari names with one letter or matra wrong',
    );
    const hindiHitRate = round(hits / asked, 3);
    await scenario('misspeltOwnerNameInWard', (i) =>
      list({ ownerName: latinTypos[i].typo, wardId: ward().wardId }),
    );
    await scenario(
      'addressFragment',
      async (i) => {
        const fragment = fragments[(i * 13) % fragments.length];
        const { rows } = await list({ address: fragment.typo });
        if (i < ITERATIONS && rows.some((row) => row.propertyAddress?.includes(fragment.name))) addressHits++;
      },
      "a misspelt mohalla name, e.g. 'Latouch Road Kalan'",
    );
    await scenario('mobileNumber', (i) => list({ mobileNumber: `9${String(i * 7919).padStart(9, '0')}` }));
    await scenario('wardAndCategory', () => {
      const m = ward();
      return list({ wardId: m.wardId, houseCategory: 'nonresidential', category: 1 + random.int(10) });
    });
    await scenario('listPage1', () => list({}, 1), 'no filter, newest first, with the total');
    await scenario('listPage500', () => list({}, 500), 'OFFSET 4,990');
    await scenario('wardListPage500', () => list({ wardId: ward().wardId }, 50), 'one ward, page 50');
    await scenario('count', () => countProperties(pool, {}, NO_READ_LIMIT), 'from property_counts');
    await scenario(
      'countByZoneAndWard',
      () => countPropertiesByWard(pool, {}, NO_READ_LIMIT),
      'properties/count',
    );
    await scenario(
      'countWithDateRange',
      () => countProperties(pool, { startDate: '2024-04-01', endDate: '2025-03-31' }, NO_READ_LIMIT),
      'a date filter counts the rows themselves',
      50,
    );

    const version = await pool.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
    const result = {
      benchmark: 'property search',
      properties: PROPERTIES,
      city: { zones: 8, wards: 110, mohallas: mohallas.length },
      readModel: { filledDirectly: true, why: WHY_DIRECT, ...loaded },
      machine: {
        cores: cpus().length,
        node: process.version,
        postgres: `${database.server} (${version.rows[0].v})`,
        loadAverage1m: round(loadavg()[0], 2),
      },
      // The share of misspelt searches whose first page holds the name (address) as it is spelt.
      hitRate: {
        misspeltLatinName: latinHitRate,
        misspeltHindiName: hindiHitRate,
        misspeltMohallaInAddress: round(addressHits / ITERATIONS, 3),
      },
      latencies: results,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  log(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
