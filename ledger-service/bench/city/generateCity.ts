// Writes the generated city into a running platform's store, chunk by chunk: each chunk's properties
// are planned, their histories decided (history.ts), and everything the chunk wrote (property
// streams, payment streams, counter streams and one progress event) goes to the store in ONE
// appendMany: a chunk is stored whole or not at all. The progress stream says how many chunks are
// stored, so a second run continues after them (and refuses other options). The next chunk is
// decided while the previous one is appended; memory holds two chunks, whatever the city's size.
import {
  financialYearOfDate,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type StreamAppend,
} from '@ptax/contracts';
import { waitForReadModels } from '@ptax/projections';
import type { ModuleContext } from '../../src/moduleContract';
import { MODULES } from '../../src/modules';
import { imagesOf } from '../../src/properties/propertyInput';
import { seededRandom } from '../../src/geography/seed/rates';
import { houseImage, proofDocument } from '../../src/seed/demoCity/files';
import { uuidFrom } from '../../src/tax/fingerprint';
import { createCounters } from '../../src/seed/history/counters';
import { CITY_ODDS, pairHistory, type HistoryContext, type HistoryTally } from './history';
import { financialYears, loadMasters, type CityMasters } from './masters';
import type { CityOptions } from './options';
import { chunkProperties, type CityFiles } from './properties';

/**
 * The demo masters and users only: the demo city's properties, and the seeds that work on them
 * (demands, objections, mutations...), would add a second, different city.
 */
const MASTER_SEEDS = ['staff', 'geography', 'roles', 'categories', 'discounts', 'tax'];
export const CITY_SEED_MODULES = MODULES.map((m) => m.name).filter((n) => MASTER_SEEDS.includes(n));

export const CITY_METADATA: EventMetadata = { userId: 'cityGenerator', command: 'GenerateCity' };
export const progressStream = (seed: number) => `cityGenerator-${seed}`;

export interface CitySummary {
  properties: number;
  years: string[];
  chunks: { done: number; before: number };
  /** Masters, rule sets and counters read before the first chunk. */
  setupSeconds: number;
  /** Deciding and appending every chunk (the events/s figure). */
  generateSeconds: number;
  eventsWritten: number;
  appendSeconds: number;
  eventsPerSecond: number;
  catchUpSeconds: number;
  seconds: number;
  peakRssMb: number;
  payments: Record<string, number>;
  refused: number;
  notAssessed: number;
}

type Options = Pick<CityOptions, 'properties' | 'years' | 'seed' | 'chunk' | 'lastYear' | 'today'>;

/** Chunks stored already, and the index of the first property not generated yet. */
async function progress(ctx: CityDeps, options: Options): Promise<{ chunks: number; next: number }> {
  const events = await ctx.store.readStream(progressStream(options.seed));
  const first = events[0]?.data as Record<string, unknown> | undefined;
  const mine: Record<string, unknown> = {
    years: options.years,
    chunkSize: options.chunk,
    lastYear: options.lastYear,
    today: options.today,
  };
  const differs = first ? Object.keys(mine).filter((key) => first[key] !== mine[key]) : [];
  if (differs.length)
    throw new Error(
      `city:generate: this folder holds seed ${options.seed} generated with other ${differs.join(', ')} ` +
        `(${differs.map((k) => String(first?.[k])).join(', ')}): use the same options or a fresh folder`,
    );
  const last = events[events.length - 1]?.data as { firstProperty: number; properties: number } | undefined;
  return { chunks: events.length, next: last ? last.firstProperty + last.properties : 0 };
}

function progressAppend(options: Options, chunk: number, first: number, count: number): StreamAppend {
  const event: NewEvent = {
    id: uuidFrom(`city|${options.seed}|progress|${chunk}`),
    type: 'CityChunkGenerated',
    version: 1,
    data: {
      seed: options.seed,
      years: options.years,
      chunkSize: options.chunk,
      lastYear: options.lastYear,
      today: options.today,
      chunk,
      firstProperty: first,
      properties: count,
    },
    metadata: CITY_METADATA,
  };
  return {
    stream: progressStream(options.seed),
    events: [event],
    expectedRevision: chunk === 0 ? 'no_stream' : chunk - 1,
  };
}

/** Three house pictures and the two proofs, stored once per run: every property refers to the same keys. */
async function storeFiles(ctx: CityDeps): Promise<CityFiles> {
  const image = (side: 'front' | 'right' | 'left') =>
    ctx.files.put(houseImage(side), 'image/png', 'property-images');
  const proof = (kind: 'disability' | 'exDefenceWidow') =>
    ctx.files.put(proofDocument(kind), 'application/pdf', 'property-documents');
  return {
    images: imagesOf({
      buildingImageFront: await image('front'),
      buildingImageRight: await image('right'),
      buildingImageLeft: await image('left'),
    }),
    proofs: {
      disabilityDocumentProof: await proof('disability'),
      exDefensePersonalDocumentProof: await proof('exDefenceWidow'),
    },
  };
}

/** Peak resident memory of this process, sampled every 200 ms until stopped. */
function rssMeter() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  return () => {
    clearInterval(timer);
    return Math.round(Math.max(peak, process.memoryUsage().rss) / 1_048_576);
  };
}

/**
 * A connection string whose sessions plan every statement generically. es_append_many's custom
 * plans (PostgreSQL's first five executions on a connection) took 10-20 s for a call of 300 property
 * histories (12,000 events) where the generic plan takes 1-3 s: BENCHMARKS.md "Generated city".
 */
export function genericPlanUrl(url: string): string {
  const u = new URL(url);
  u.searchParams.set('options', '-c plan_cache_mode=force_generic_plan');
  return u.toString();
}

/** What generating needs of the service: its store, its read models' pool and its file store. */
export type CityDeps = Pick<ModuleContext, 'store' | 'pool' | 'files'> & {
  /** Where the chunks are appended: the same database, maybe through other connections (default store). */
  appendStore?: EventStore;
  /** Brings the read models to a position (default: waits for the projection runner already running). */
  catchUp?: (position: number) => Promise<void>;
};

const CATCH_UP_TIMEOUT_MS = 12 * 3_600_000;

/** Generates the city, then lets the read models catch up with it (timed apart). */
export async function generateCity(
  ctx: CityDeps,
  options: Options,
  log: (line: string) => void = () => undefined,
): Promise<CitySummary> {
  const appendStore = ctx.appendStore ?? ctx.store;
  const catchUp =
    ctx.catchUp ?? ((position: number) => waitForReadModels(ctx.pool, position, CATCH_UP_TIMEOUT_MS));
  const started = performance.now();
  const peakRss = rssMeter();
  const years = financialYears(options.lastYear, options.years);
  const masters: CityMasters = await loadMasters(ctx, years, CITY_METADATA);
  if (masters.mohallas.length === 0) throw new Error('city:generate: no mohalla with rates to build on');
  const idSeed = `city|${options.seed}`;
  const counters = createCounters(ctx.store, CITY_METADATA, idSeed);
  await counters.loadPlaces(masters.mohallas);
  await counters.loadSeries(years.flatMap((y) => [`receipt-${y}`, `debitNote-${y}`, `creditNote-${y}`]));
  const before = await progress(ctx, options);
  const files: CityFiles =
    before.next < options.properties ? await storeFiles(ctx) : { images: {}, proofs: {} };
  const tally: HistoryTally = { payments: {}, refused: 0, notAssessed: 0 };

  const decideChunk = (chunk: number, first: number, count: number): StreamAppend[] => {
    const properties = chunkProperties(masters, files.proofs, options.seed, chunk, first, count);
    const hctx: HistoryContext = {
      masters,
      counters,
      metadata: CITY_METADATA,
      idSeed,
      today: options.today,
      random: seededRandom(Number.parseInt(uuidFrom(`${idSeed}|history|${chunk}`).slice(0, 8), 16)),
      tally,
      appends: [],
      rulesOf: (day) => masters.rulesByYear[financialYearOfDate(day)],
      odds: CITY_ODDS,
    };
    for (let i = 0; i < properties.length; i += 2)
      pairHistory(hctx, properties.slice(i, i + 2), files.images);
    return [...hctx.appends, ...counters.appends(), progressAppend(options, chunk, first, count)];
  };

  let eventsWritten = 0;
  let appendMs = 0;
  let inFlight: Promise<void> = Promise.resolve();
  let chunk = before.chunks;
  const generating = performance.now();
  for (let first = before.next; first < options.properties; first += options.chunk, chunk++) {
    const count = Math.min(options.chunk, options.properties - first);
    const appends = decideChunk(chunk, first, count);
    const logHere = (chunk + 1) % 20 === 0 || first + count === options.properties;
    await inFlight;
    const events = appends.reduce((sum, a) => sum + a.events.length, 0);
    inFlight = (async () => {
      const t = performance.now();
      await appendStore.appendMany(appends);
      appendMs += performance.now() - t;
      eventsWritten += events;
      if (logHere)
        log(
          `  ${(first + count).toLocaleString('en-IN')} properties, ` +
            `${eventsWritten.toLocaleString('en-IN')} events, ${Math.round((performance.now() - started) / 1000)} s`,
        );
    })();
  }
  await inFlight;
  const written = performance.now();
  log('  waiting for the read models to catch up...');
  await catchUp((await ctx.store.headCheckpoint()).position);
  const finished = performance.now();
  const seconds = (written - generating) / 1000;
  return {
    properties: options.properties,
    years,
    chunks: { done: chunk, before: before.chunks },
    setupSeconds: Math.round((generating - started) / 100) / 10,
    generateSeconds: Math.round(seconds * 10) / 10,
    eventsWritten,
    appendSeconds: Math.round(appendMs / 100) / 10,
    eventsPerSecond: Math.round(eventsWritten / seconds),
    catchUpSeconds: Math.round((finished - written) / 100) / 10,
    seconds: Math.round((finished - started) / 100) / 10,
    peakRssMb: peakRss(),
    payments: tally.payments,
    refused: tally.refused,
    notAssessed: tally.notAssessed,
  };
}
