// npm run bench:notices: a bulk demand notice job over a whole city. On a fresh database (its own
// embedded PostgreSQL unless DATABASE_URL is set) the service's store and read models (demandCity.ts)
// get BENCH_PROPERTIES properties (default 10,000), each assessed for last year and this year, and both
// years' demands are raised (not timed). Timed: the job as POST properties/generateBulkNotice starts it
// (createJob: the city's selection from the ledger read model) and as the worker runs it (workOnce:
// numbers, NoticeIssued on every property's stream, PDF parts of 100 in the file store), then the
// read models catching up. The process's resident memory is sampled all along (it must stay flat);
// the render threads live in this process, so they are counted too.
// Prints one JSON object (figures in BENCHMARKS.md).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  financialYearOfInstant,
  indiaDate,
  NOTICE_DEFAULTS,
  shiftFinancialYear,
  type StreamAppend,
} from '@ptax/contracts';
import { waitForReadModels } from '@ptax/projections';
import { raiseDemands } from '../src/demands/bulk';
import { createDiskFileStore } from '../src/files/fileStore';
import { createFileLinks } from '../src/files/signedUrls';
import { UNLIMITED } from '../src/http/scope';
import { rulesOn } from '../src/ledger/rules';
import type { ModuleContext } from '../src/moduleContract';
import { createJob } from '../src/notices/jobs';
import { inThreadRenderer, threadRenderer, threadsFromEnv } from '../src/notices/renderPool';
import { workOnce } from '../src/notices/worker';
import { seedDefaultRuleSets } from '../src/tax/seed';
import { benchDatabase, cpuSeconds, log, machineFacts, now, round } from './benchSupport';
import { cpuMeter } from './cpuMeter';
import { composeService, propertyEvents } from './demandCity';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const STREAMS_PER_APPEND = 1_000;
const CATCH_UP_TIMEOUT_MS = 30 * 60_000;
const SAMPLE_EVERY_MS = 100;
const MB = 1024 * 1024;

/** The generated property, assessed for last year as well (the same figures): arrears and interest to print. */
function withLastYear(append: StreamAppend, lastYear: string): StreamAppend {
  const [registered, assessed] = append.events;
  const earlier = {
    ...assessed,
    id: randomUUID(),
    data: { ...(assessed.data as object), financialYear: lastYear },
  };
  return { ...append, events: [registered, earlier, assessed] };
}

/** Resident memory every 100 ms: the peak, and the samples to show it does not grow with the job. */
function memorySampler() {
  const samples: { at: number; rssMb: number }[] = [];
  const started = now();
  const take = () => samples.push({ at: now() - started, rssMb: process.memoryUsage.rss() / MB });
  const timer = setInterval(take, SAMPLE_EVERY_MS);
  take();
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** Peak RSS in each fifth of the run: flat memory shows as five similar numbers. */
function byFifth(samples: { at: number; rssMb: number }[]): number[] {
  const end = samples[samples.length - 1].at || 1;
  return [0, 1, 2, 3, 4].map((fifth) =>
    round(
      Math.max(
        ...samples
          .filter((s) => s.at >= (fifth * end) / 5 && s.at <= ((fifth + 1) * end) / 5)
          .map((s) => s.rssMb),
      ),
      1,
    ),
  );
}

async function main() {
  const database = await benchDatabase();
  const platform = await composeService(database.url, false);
  const filesDir = mkdtempSync(join(tmpdir(), 'ptax-bench-notices-'));
  const caughtUp = async () =>
    waitForReadModels(platform.pool, (await platform.store.headCheckpoint()).position, CATCH_UP_TIMEOUT_MS);
  try {
    const currentYear = financialYearOfInstant(Date.now());
    const lastYear = shiftFinancialYear(currentYear, -1);
    log(`notices benchmark: ${PROPERTIES.toLocaleString('en-IN')} properties on ${database.server}`);
    await seedDefaultRuleSets(platform.store, Date.now);
    for (let start = 0; start < PROPERTIES; start += STREAMS_PER_APPEND) {
      const appends = Array.from({ length: Math.min(STREAMS_PER_APPEND, PROPERTIES - start) }, (_, i) =>
        withLastYear(propertyEvents(start + i, currentYear), lastYear),
      );
      await platform.store.appendMany(appends);
    }
    await caughtUp();
    log('  read models caught up; raising two years of demands...');
    const deps = { store: platform.store, pool: platform.pool, now: Date.now };
    for (const year of [lastYear, currentYear])
      await raiseDemands(deps, year, { place: { scope: UNLIMITED } }, { userId: 'bench', command: 'Bench' });
    await caughtUp();
    await platform.pool.query('VACUUM ANALYZE');
    log('  city registered, assessed and billed for two years; timing the notice job...');

    const ctx = {
      store: platform.store,
      pool: platform.pool,
      now: Date.now,
      files: createDiskFileStore(filesDir),
      fileLinks: createFileLinks('bench', Date.now),
      publicUrl: 'http://localhost:8080',
    } as unknown as ModuleContext; // what the job reads of the composition root's context
    const noticeDate = indiaDate(Date.now());
    const { rules } = await rulesOn(platform.pool, noticeDate);

    const sampleCpu = cpuMeter(database.dataDir);
    const cpuStart = sampleCpu();
    const loadAtStart = loadavg()[0];
    const memory = memorySampler();
    const started = now();
    const job = await createJob(
      platform.pool,
      {
        noticeType: 'demand',
        language: 'hi',
        minimumDuesPaise: 0,
        noticeDate,
        payBy: noticeDate,
        financialYear: currentYear,
        actSection: null,
        requestedBy: 'bench',
        loginType: 'nagar_nigam',
        scope: UNLIMITED,
        createdAt: new Date().toISOString(),
      },
      {
        selection: {
          place: { scope: UNLIMITED },
          noticeDate,
          currentYear,
          minimumDuesPaise: 0,
          arrearsOnly: false,
          interest: rules.interest,
        },
      },
    );
    if (!job) throw new Error('the city selected no property');
    const selected = now();
    // As the service's worker runs it: NOTICE_RENDER_THREADS render threads (default: up to 2).
    const threads = threadsFromEnv();
    const renderer = threads > 0 ? threadRenderer(threads) : inThreadRenderer;
    const outcome = await workOnce(ctx, 'bench-worker', { renderer, pagesInFlight: Math.max(1, threads) });
    await renderer.close();
    const issuedAt = now();
    const cpuIssued = sampleCpu();
    const samples = memory.stop();
    await caughtUp();
    const finished = now();

    const { rows } = await platform.pool.query<{
      issued: number;
      parts: number;
      pages: number;
      bytes: string;
    }>(
      `SELECT j.issued, count(p.*)::int AS parts, coalesce(sum(p.pages), 0)::int AS pages,
              coalesce(sum(p.bytes), 0)::text AS bytes
         FROM notice_jobs j LEFT JOIN notice_job_parts p ON p.job_id = j.id WHERE j.id = $1 GROUP BY j.issued`,
      [job.id],
    );
    const [{ issued, parts, pages, bytes }] = rows;
    const listed = await platform.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM notices');
    const stored = readdirSync(join(filesDir, 'notices')).map((name) =>
      statSync(join(filesDir, 'notices', name)),
    );
    const seconds = (issuedAt - started) / 1000;
    console.log(
      JSON.stringify(
        {
          machine: machineFacts(database, loadAtStart),
          properties: PROPERTIES,
          renderThreads: threads,
          outcome,
          notices: issued,
          noticesInReadModel: listed.rows[0].n,
          parts,
          pages,
          maxNoticesPerPart: NOTICE_DEFAULTS.noticesPerPart,
          pdfMegabytes: round(Number(bytes) / MB, 1),
          filesStored: stored.length,
          selectSeconds: round((selected - started) / 1000, 2),
          jobSeconds: round(seconds, 2),
          catchUpAfterJobSeconds: round((finished - issuedAt) / 1000, 2),
          noticesPerSecond: round(issued / seconds, 1),
          extrapolatedSecondsFor10000: round((10_000 * seconds) / issued, 1),
          rssMb: {
            atStart: round(samples[0].rssMb, 1),
            peak: round(Math.max(...samples.map((s) => s.rssMb)), 1),
            peakInEachFifthOfTheRun: byFifth(samples),
            maxRssOfProcess: round(process.resourceUsage().maxRSS / 1024, 1),
          },
          cpuSeconds: {
            node: cpuSeconds(cpuIssued.nodeMs, cpuStart.nodeMs),
            postgres: cpuSeconds(cpuIssued.postgresMs, cpuStart.postgresMs),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await platform.stop();
    await database.stop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
