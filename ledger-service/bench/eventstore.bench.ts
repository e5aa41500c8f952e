// npm run bench:eventstore: measures the PostgreSQL event store and prints one JSON object
// (figures recorded in BENCHMARKS.md). Runs on its own embedded PostgreSQL unless DATABASE_URL is set.
// BENCH_WITHOUT_COUNTER_QUEUE=1 drops the advisory-lock queue in front of the counter, to show the
// counter-row bloat it prevents. BENCH_ONLY_APPEND_MANY=1 runs only the multi-stream (appendMany) phases.
import { cpus, loadavg } from 'node:os';
import { createPostgresEventStore, type PostgresEventStore } from '../src/eventstore/postgres';
import { benchDatabase, demandRaised, log, now, percentile, round } from './benchSupport';
import { appendManyPhases } from './appendManyPhase';
import { cpuMeter, type CpuSample } from './cpuMeter';

const WRITERS = 8;
const SINGLE_APPENDS = Number(process.env.BENCH_SINGLE_APPENDS ?? 8_000);
const BLOAT_UPDATES = Number(process.env.BENCH_BLOAT_UPDATES ?? 40_000);
const STREAMS_PER_WRITER = 200;
const WITHOUT_COUNTER_QUEUE = process.env.BENCH_WITHOUT_COUNTER_QUEUE === '1';
const ONLY_APPEND_MANY = process.env.BENCH_ONLY_APPEND_MANY === '1';
let sampleCpu: () => CpuSample = () => ({ nodeMs: 0, postgresMs: null });

/** CPU microseconds per event since `start`: the cost that sets the rate on an otherwise idle machine. */
function cpuPerEvent(start: CpuSample, events: number) {
  const end = sampleCpu();
  const micros = (ms: number) => round((ms * 1000) / events, 1);
  const postgres =
    start.postgresMs === null || end.postgresMs === null ? null : micros(end.postgresMs - start.postgresMs);
  return { node: micros(end.nodeMs - start.nodeMs), postgres };
}

/** WAL position, full-page images and checkpoints so far (PostgreSQL 17 statistics views). */
async function walSample(store: PostgresEventStore) {
  const { rows } = await store.pool.query<{ lsn: string; fpi: string; checkpoints: string }>(
    `SELECT pg_current_wal_lsn()::text AS lsn, (SELECT wal_fpi FROM pg_stat_wal) AS fpi,
            (SELECT num_timed + num_requested FROM pg_stat_checkpointer) AS checkpoints`,
  );
  return rows[0];
}

/** WAL bytes per event, full-page images and checkpoints since `start`. */
async function walSince(
  store: PostgresEventStore,
  start: Awaited<ReturnType<typeof walSample>>,
  events: number,
) {
  const end = await walSample(store);
  const { rows } = await store.pool.query<{ bytes: string }>(
    `SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn) AS bytes`,
    [end.lsn, start.lsn],
  );
  return {
    bytesPerEvent: round(Number(rows[0].bytes) / events),
    fullPageImages: Number(end.fpi) - Number(start.fpi),
    checkpoints: Number(end.checkpoints) - Number(start.checkpoints),
  };
}

/** `total` appends of `batchSize` events by WRITERS concurrent writers, each to its own streams. */
async function appendPhase(store: PostgresEventStore, label: string, total: number, batchSize: number) {
  const latencies: number[] = [];
  let next = 0;
  const writer = async (writerId: number) => {
    const revisions = new Map<string, number>();
    for (let n = next++; n < total; n = next++) {
      const stream = `property-${label}-${writerId}-${n % STREAMS_PER_WRITER}`;
      const events = Array.from({ length: batchSize }, (_, i) => demandRaised(stream, n * batchSize + i));
      const started = now();
      const result = await store.append(stream, events, revisions.get(stream) ?? 'no_stream');
      latencies.push(now() - started);
      revisions.set(stream, result.nextRevision);
    }
  };
  const walStart = await walSample(store);
  const started = now();
  const cpuStart = sampleCpu();
  await Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
  const seconds = (now() - started) / 1000;
  const cpuMicrosPerEvent = cpuPerEvent(cpuStart, total * batchSize);
  latencies.sort((a, b) => a - b);
  return {
    appendsPerSecond: round(total / seconds),
    eventsPerSecond: round((total * batchSize) / seconds),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    cpuMicrosPerEvent,
    wal: await walSince(store, walStart, total * batchSize),
    loadAverage1m: round(loadavg()[0], 2),
  };
}

/** A projection-like subscriber replaying everything from the start in batches of 1,000. */
async function catchUp(store: PostgresEventStore) {
  const { position: head } = await store.headCheckpoint();
  const started = now();
  const cpuStart = sampleCpu();
  let seen = 0;
  await new Promise<void>((resolve) => {
    const subscription = store.subscribe(
      null,
      async (events) => {
        seen += events.length;
        if (seen >= head) void subscription.stop().then(resolve);
      },
      { batchSize: 1_000 },
    );
  });
  const eventsPerSecond = round(seen / ((now() - started) / 1000));
  return { events: seen, eventsPerSecond, cpuMicrosPerEvent: cpuPerEvent(cpuStart, seen) };
}

/** Size of the events table and its indexes, and autovacuum runs on the append path's tables. */
async function tableStats(store: PostgresEventStore) {
  const { rows } = await store.pool.query<{
    relname: string;
    heap: string;
    indexes: string;
    autovacuums: string;
    dead: string;
  }>(
    `SELECT relname, pg_relation_size(relid) AS heap, pg_indexes_size(relid) AS indexes,
            autovacuum_count AS autovacuums, n_dead_tup AS dead
       FROM pg_stat_user_tables WHERE relname IN ('events', 'streams', 'es_global') ORDER BY relname`,
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.relname,
      {
        heapBytes: Number(row.heap),
        indexBytes: Number(row.indexes),
        autovacuums: Number(row.autovacuums),
        deadTuples: Number(row.dead),
      },
    ]),
  );
}

async function counterTable(store: PostgresEventStore) {
  const { rows } = await store.pool.query<{ bytes: string; dead: string | null }>(
    `SELECT pg_relation_size('es_global') AS bytes,
            (SELECT n_dead_tup FROM pg_stat_user_tables WHERE relname = 'es_global') AS dead`,
  );
  return { bytes: Number(rows[0].bytes), deadTuples: Number(rows[0].dead ?? 0) };
}

const startCpu = () => {
  const start = sampleCpu();
  return (events: number) => cpuPerEvent(start, events);
};

async function measureAppends(store: PostgresEventStore, label: string) {
  log(`${label}: multi-stream batches of 1,000 one-event streams`);
  const appendMany = await appendManyPhases(store, label, startCpu);
  if (ONLY_APPEND_MANY) return { appendMany };
  log(`${label}: single appends`);
  const single = await appendPhase(store, `${label}-single`, SINGLE_APPENDS, 1);
  log(`${label}: batches of 100`);
  const batch100 = await appendPhase(store, `${label}-b100`, 200, 100);
  log(`${label}: batches of 1,000`);
  const batch1000 = await appendPhase(store, `${label}-b1000`, 40, 1_000);
  return { single, batch100, batch1000, appendMany };
}

/** Untimed appends first, so JIT, plan caches and the buffer cache are warm when measuring. */
async function warmUp(store: PostgresEventStore) {
  await appendPhase(store, 'warm-single', 1_000, 1);
  await appendPhase(store, 'warm-batch', 16, 500);
}

async function dropCounterQueue(store: PostgresEventStore) {
  const { rows } = await store.pool.query<{ definition: string }>(
    `SELECT pg_get_functiondef('es_append(text,bigint,uuid[],text[],integer[],json,json)'::regprocedure) AS definition`,
  );
  await store.pool.query(rows[0].definition.replace(/PERFORM pg_advisory_xact_lock\([^)]*\);/, ''));
}

async function main() {
  const database = await benchDatabase();
  const store = await createPostgresEventStore({ connectionString: database.url, poolSize: WRITERS + 2 });
  sampleCpu = cpuMeter(database.dataDir);
  try {
    if (WITHOUT_COUNTER_QUEUE) await dropCounterQueue(store);
    const version = await store.pool.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
    const loadAtStart = loadavg()[0];
    log('warm-up');
    await warmUp(store);
    const fresh = await measureAppends(store, 'fresh');
    if (ONLY_APPEND_MANY) {
      process.stdout.write(`${JSON.stringify({ loadAverage1m: round(loadavg()[0], 2), fresh }, null, 2)}\n`);
      return;
    }
    const counterBefore = await counterTable(store);
    log(`long run: ${BLOAT_UPDATES} more counter updates`);
    const longRun = await appendPhase(store, 'long', BLOAT_UPDATES, 1);
    const counterAfter = await counterTable(store);
    const afterLongRun = await measureAppends(store, 'after');
    log('catch-up subscriber');
    const catchUpResult = await catchUp(store);
    const result = {
      machine: {
        cpus: cpus().length,
        node: process.version,
        postgres: `${database.server} (${version.rows[0].v})`,
        loadAverage1m: { atStart: round(loadAtStart, 2), atEnd: round(loadavg()[0], 2) },
      },
      counterQueue: !WITHOUT_COUNTER_QUEUE,
      writers: WRITERS,
      fresh,
      longRun: { counterUpdates: BLOAT_UPDATES, ...longRun, counterBefore, counterAfter },
      afterLongRun,
      catchUp: catchUpResult,
      tables: await tableStats(store),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await store.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
