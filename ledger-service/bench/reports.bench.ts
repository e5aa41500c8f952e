// npm run bench:reports: the report calls of issue 11 against a city made by `npm run city:generate`
// (CITY_DIR or --dir, default data/city; or DATABASE_URL). The service runs in this process as
// `npm run serve` composes it (no seeding, no background jobs but one round of the accrual worker, timed)
// behind a real HTTP server on
// 127.0.0.1, and is asked as the demo admin, one request at a time: BENCH_WARMUP (3) unmeasured runs,
// then BENCH_RUNS (30) measured ones per call and filter. A call that answers 404 (not built yet) is
// listed as skipped. Dashboards fire their screen's calls at once. Prints a table on stderr and one
// JSON object on stdout (figures in BENCHMARKS.md "Reports on the generated city").
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { financialYearOfDate } from '@ptax/contracts';
import { loadConfig } from '../src/config';
import { openServiceDatabase } from '../src/db/serviceDatabase';
import { refreshToToday } from '../src/demandReports/accrualWorker';
import { startPlatform } from '../src/platform';
import { DEMO_OFFICIALS } from '../src/seed/demoUsers';
import { log, now, percentile, round } from './benchSupport';
import { DEFAULT_CITY_DIR } from './city/options';
import {
  dashboards,
  notInApi,
  REPORT_CALLS,
  reportCases,
  type Period,
  type Place,
  type ReportCase,
} from './city/reportCalls';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const REPORT_AIM_MS = 200;
const DASHBOARD_AIM_MS = 1000;

const dirFlag = process.argv.find((arg) => arg.startsWith('--dir='))?.slice('--dir='.length);
const cityDir = resolve(dirFlag ?? process.env.CITY_DIR ?? DEFAULT_CITY_DIR);

type Query = Record<string, string | number>;

function client(base: string, token: string) {
  const urlOf = (path: string, query: Query) => {
    const url = new URL(`/api/${path}`, base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return url;
  };
  const headers = { Authorization: `Bearer ${token}` };
  const ask = async (path: string, query: Query) => {
    const started = now();
    const response = await fetch(urlOf(path, query), { headers });
    const body = await response.arrayBuffer();
    return { status: response.status, ms: now() - started, bytes: body.byteLength };
  };
  /** The answer's JSON (null unless 200): for the calls a screen makes before the measured one. */
  const json = async (path: string, query: Query): Promise<unknown> => {
    const response = await fetch(urlOf(path, query), { headers });
    return response.status === 200 ? response.json() : (await response.arrayBuffer(), null);
  };
  return Object.assign(ask, { json });
}

async function signIn(base: string): Promise<string> {
  const admin = DEMO_OFFICIALS.find((o) => o.email === 'admin@nagarnigam.demo');
  if (!admin) throw new Error('bench:reports: the demo admin is not among the demo officials');
  const response = await fetch(new URL('/api/officials/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (response.status !== 200) throw new Error(`bench:reports: login answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The busiest ward of the city (and its zone and busiest mohalla): the typical one-place filter. */
async function busiestPlace(pool: import('pg').Pool): Promise<Place> {
  const { rows } = await pool.query<{ zone_id: string; ward_id: string; mohalla_id: string; n: string }>(
    `SELECT zone_id, ward_id, mohalla_id, count(*) AS n FROM properties
      WHERE ward_id = (SELECT ward_id FROM properties GROUP BY ward_id ORDER BY count(*) DESC LIMIT 1)
      GROUP BY 1, 2, 3 ORDER BY n DESC LIMIT 1`,
  );
  if (!rows[0])
    throw new Error(`bench:reports: no properties in ${cityDir}: run npm run city:generate first`);
  return { zoneId: rows[0].zone_id, wardId: rows[0].ward_id, mohallaId: rows[0].mohalla_id };
}

function periodOf(today: string): Period {
  const financialYear = financialYearOfDate(today);
  const start = Number(financialYear.slice(0, 4));
  return {
    financialYear,
    lastYear: `${start - 1}-${String(start % 100).padStart(2, '0')}`,
    yearStart: `${start}-04-01`,
    today,
    month: `${start - 1}-10`,
  };
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), 1),
    p95: round(percentile(sorted, 95), 1),
    p99: round(percentile(sorted, 99), 1),
  };
};

interface Row {
  call: string;
  filter: string;
  status: number;
  bytes: number;
  p50: number;
  p95: number;
  p99: number;
  aimMs: number;
  met: boolean;
}

/** The map layers need the map's session (GET mapSession), as the map screen fetches it first. */
async function queryOf(ask: ReturnType<typeof client>, c: ReportCase): Promise<Query> {
  if (c.path !== 'taxDemands/getGISReport') return c.variant.query;
  const session = await ask.json('mapSession', {});
  const token = (session as { data?: { session?: { token?: string } } } | null)?.data?.session?.token;
  return token ? { ...c.variant.query, session: token } : c.variant.query;
}

async function measureCase(
  ask: ReturnType<typeof client>,
  c: ReportCase,
): Promise<Row | { skipped: string }> {
  const query = await queryOf(ask, c);
  const first = await ask(c.path, query);
  if (first.status === 404) return { skipped: `${c.path}: 404 (not built yet)` };
  if (first.status !== 200) return { skipped: `${c.path} (${c.variant.label}): answered ${first.status}` };
  for (let i = 1; i < WARMUP; i++) await ask(c.path, query);
  const samples: number[] = [];
  let bytes = first.bytes;
  for (let i = 0; i < RUNS; i++) {
    const r = await ask(c.path, query);
    samples.push(r.ms);
    bytes = r.bytes;
  }
  const s = stats(samples);
  return {
    call: c.path,
    filter: c.variant.label,
    status: 200,
    bytes,
    ...s,
    aimMs: REPORT_AIM_MS,
    met: s.p95 < REPORT_AIM_MS,
  };
}

async function measureDashboards(ask: ReturnType<typeof client>, period: Period): Promise<Row[]> {
  const rows: Row[] = [];
  for (const dashboard of dashboards(period)) {
    const once = () => Promise.all(dashboard.calls.map((c) => ask(c.path, c.query)));
    const probe = await once();
    const missing = dashboard.calls.filter((_, i) => probe[i].status !== 200).map((c) => c.path);
    for (let i = 1; i < WARMUP; i++) await once();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = now();
      await once();
      samples.push(now() - started);
    }
    const s = stats(samples);
    const filter = missing.length
      ? `all at once (without ${[...new Set(missing)].join(', ')}: not 200)`
      : 'all at once';
    rows.push({
      call: dashboard.name,
      filter,
      status: 200,
      bytes: 0,
      ...s,
      aimMs: DASHBOARD_AIM_MS,
      met: s.p95 < DASHBOARD_AIM_MS,
    });
  }
  return rows;
}

const table = (rows: Row[]) =>
  [
    '| Call | Filter | p50 ms | p95 ms | p99 ms | Aim (p95) |',
    '|---|---|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.call} | ${r.filter} | ${r.p50} | ${r.p95} | ${r.p99} | < ${r.aimMs} ms: ${r.met ? 'met' : '**not met**'} |`,
    ),
  ].join('\n');

async function main() {
  const config = loadConfig({ ...process.env, DATA_DIR: cityDir });
  const db = await openServiceDatabase(config);
  const platform = await startPlatform({
    databaseUrl: db.url,
    jwtSecret: config.jwtSecret,
    seedDemoData: false,
    uploadsDir: join(cityDir, 'uploads'),
    runWorkers: false,
  });
  let server: Server | undefined;
  try {
    // Statistics as autovacuum would have them on a city loaded days ago (a bulk load leaves none yet).
    await platform.pool.query('ANALYZE');
    // The day's accrual, as the demand reports' worker keeps it in a running service (timed: its cost).
    const refreshStarted = now();
    await refreshToToday(platform.ctx);
    const accrualRefreshMs = round(now() - refreshStarted, 0);
    log(`accrual day refreshed in ${accrualRefreshMs} ms`);
    server = createServer(platform.app);
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = client(base, await signIn(base));
    const { rows: counts } = await platform.pool.query<{ properties: string; events: string }>(
      `SELECT (SELECT count(*) FROM properties) AS properties, (SELECT count(*) FROM events) AS events`,
    );
    const place = await busiestPlace(platform.pool);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const period = periodOf(today);
    const unknown = notInApi();
    const paths = REPORT_CALLS.filter((p) => !unknown.includes(p));
    const loadAtStart = loadavg()[0];
    log(`bench:reports on ${cityDir}: ${counts[0].properties} properties, ${counts[0].events} events`);
    const rows: Row[] = [];
    const skipped: string[] = unknown.map((p) => `${p}: not in API_CALLS`);
    for (const c of reportCases(paths, place, period)) {
      const result = await measureCase(ask, c);
      if ('skipped' in result) {
        if (!skipped.includes(result.skipped)) skipped.push(result.skipped);
      } else rows.push(result);
      log(`  ${c.path} (${c.variant.label}) ${'skipped' in result ? 'skipped' : `p95 ${result.p95} ms`}`);
    }
    rows.push(...(await measureDashboards(ask, period)));
    log(`\n${table(rows)}\n`);
    if (skipped.length) log(`Skipped:\n${skipped.map((s) => `- ${s}`).join('\n')}`);
    console.log(
      JSON.stringify(
        {
          machine: {
            cores: (await import('node:os')).cpus().length,
            node: process.version,
            loadAverageAtStart: round(loadAtStart, 2),
            loadAverageAtEnd: round(loadavg()[0], 2),
          },
          city: {
            dir: cityDir,
            properties: Number(counts[0].properties),
            events: Number(counts[0].events),
            place,
          },
          runs: RUNS,
          accrualRefreshMs,
          rows,
          skipped,
        },
        null,
        2,
      ),
    );
  } finally {
    server?.close();
    await platform.stop();
    await db.embedded?.stop().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
