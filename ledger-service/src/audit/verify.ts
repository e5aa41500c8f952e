// `npm run audit:verify`'s work: every stream's hash chain recomputed, every property's ledger
// rebuilt from its stream and compared with the read model (ledger_accounts), page by page. The
// service may keep running: a stream written to during the audit is read again until the read
// model and the replay stand at the same revision (a few tries), so only real differences remain.
import { performance } from 'node:perf_hooks';
import { propertyStream, type EventStore } from '@ptax/contracts';
import { waitForReadModels } from '@ptax/projections';
import type { Pool } from 'pg';
import { PostgresEventStore } from '../eventstore/postgres';
import type { Difference } from './jsonDiff';
import { compareWithReadModel, replay, type ReadModelLedger, type Replayed } from './replay';
import { postgresStreamPages } from './verifyPostgres';
import { readAllPages, type BrokenChain, type StreamPage } from './verifySources';

export interface VerifyOptions {
  store: EventStore;
  /** The read-model database (ledger_accounts). */
  readModels: Pool;
  /** Streams per page (default 500). */
  pageSize?: number;
  /** 'readAll' reads any store in global order; 'auto' pages PostgreSQL's streams directly. */
  source?: 'auto' | 'readAll';
  /** How long to wait for the read models to catch up (default 2 minutes). */
  catchUpMs?: number;
  onPage?: (done: { streams: number; events: number }) => void;
}

export interface PropertyMismatch {
  propertyUniqueId: string;
  differences: Difference[];
}

export interface VerifyReport {
  streams: number;
  properties: number;
  events: number;
  seconds: number;
  mismatches: PropertyMismatch[];
  brokenChains: BrokenChain[];
  /** Rows of ledger_accounts against properties with events: a row without a stream shows here. */
  rows: { readModel: number; replayed: number };
  ok: boolean;
}

const RETRIES = 3;

async function rowsOf(db: Pool, ids: string[]): Promise<Map<string, ReadModelLedger>> {
  const { rows } = await db.query<{ property_unique_id: string } & ReadModelLedger>(
    'SELECT property_unique_id, revision, state FROM ledger_accounts WHERE property_unique_id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.property_unique_id, { revision: row.revision, state: row.state }]));
}

/** Compares one property again after re-reading its stream: it was written to during the audit. */
async function settle(options: VerifyOptions, id: string, catchUpMs: number): Promise<Difference[]> {
  let differences: Difference[] = [];
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const replayed = replay(await options.store.readStream(propertyStream(id)));
    await waitForReadModels(options.readModels, replayed.position, catchUpMs).catch(() => undefined);
    differences = compareWithReadModel(replayed, (await rowsOf(options.readModels, [id])).get(id) ?? null);
    if (differences.length === 0) break;
  }
  return differences;
}

async function comparePage(options: VerifyOptions, replayed: Map<string, Replayed>, catchUpMs: number) {
  const rows = await rowsOf(options.readModels, [...replayed.keys()]);
  const mismatches: PropertyMismatch[] = [];
  for (const [id, ledger] of replayed) {
    const row = rows.get(id) ?? null;
    let differences = compareWithReadModel(ledger, row);
    if (differences.length > 0 && row?.revision !== ledger.revision)
      differences = await settle(options, id, catchUpMs);
    if (differences.length > 0) mismatches.push({ propertyUniqueId: id, differences });
  }
  return mismatches;
}

function pagesOf(options: VerifyOptions, pageSize: number): AsyncGenerator<StreamPage> {
  const { store } = options;
  if (store instanceof PostgresEventStore && options.source !== 'readAll')
    return postgresStreamPages(store.pool, pageSize);
  return readAllPages(store, pageSize);
}

export async function verifyEverything(options: VerifyOptions): Promise<VerifyReport> {
  const started = performance.now();
  const catchUpMs = options.catchUpMs ?? 120_000;
  await waitForReadModels(options.readModels, (await options.store.headCheckpoint()).position, catchUpMs);
  const report: VerifyReport = {
    streams: 0,
    properties: 0,
    events: 0,
    seconds: 0,
    mismatches: [],
    brokenChains: [],
    rows: { readModel: 0, replayed: 0 },
    ok: false,
  };
  for await (const page of pagesOf(options, options.pageSize ?? 500)) {
    report.streams += page.streams;
    report.events += page.events;
    report.properties += page.replayed.size;
    report.rows.replayed += [...page.replayed.values()].filter((r) => r.revision >= 0).length;
    report.brokenChains.push(...page.broken);
    report.mismatches.push(...(await comparePage(options, page.replayed, catchUpMs)));
    options.onPage?.({ streams: report.streams, events: report.events });
  }
  const { rows } = await options.readModels.query<{ count: string }>('SELECT count(*) FROM ledger_accounts');
  report.rows.readModel = Number(rows[0].count);
  report.seconds = Math.round(performance.now() - started) / 1000;
  report.ok =
    report.mismatches.length === 0 &&
    report.brokenChains.length === 0 &&
    report.rows.readModel === report.rows.replayed;
  return report;
}
