// Helpers for the event-store benchmark: a database to run on, realistic events, timing.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '@ptax/contracts';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres';

export interface BenchDatabase {
  url: string;
  /** Local data directory of the embedded server (null on DATABASE_URL). */
  dataDir: string | null;
  server: 'embedded PostgreSQL 17' | 'DATABASE_URL';
  stop(): Promise<void>;
}

/** A throwaway database: on a new embedded server, or created (and dropped) on DATABASE_URL's server. */
export async function benchDatabase(): Promise<BenchDatabase> {
  const external = process.env.DATABASE_URL;
  if (!external) {
    const dir = mkdtempSync(join(tmpdir(), 'ptax-bench-pg-'));
    const server = await startEmbeddedPostgres({ dataDir: dir, persistent: false });
    const stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
    return { url: server.url, dataDir: dir, server: 'embedded PostgreSQL 17', stop };
  }
  const name = `ptax_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: external });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(external);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir: null,
    server: 'DATABASE_URL',
    stop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`),
  };
}

/** A demand event shaped like the ledger's: about 500 bytes of data and metadata. */
export function demandRaised(propertyId: string, sequence: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'DemandRaised',
    version: 1,
    data: {
      propertyId,
      financialYear: '2026-27',
      demandId: `D-${propertyId}-${sequence}`,
      lines: [
        { head: 'houseTax', amountPaise: 1_254_000 },
        { head: 'waterTax', amountPaise: 312_000 },
        { head: 'sewerTax', amountPaise: 156_000 },
      ],
      totalPaise: 1_722_000,
      dueAt: '2027-03-31',
    },
    metadata: {
      userId: 'official-17',
      loginType: 'official',
      command: 'RaiseDemand',
      correlationId: randomUUID(),
      causationId: randomUUID(),
    },
  };
}

export const now = () => performance.now();

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));

export const log = (message: string) => process.stderr.write(`${message}\n`);

/** What a figure was measured on: the machine, the database and how busy the machine was. */
export function machineFacts(database: BenchDatabase, loadAverageAtStart: number) {
  return {
    cores: cpus().length,
    node: process.version,
    server: database.server,
    loadAverageAtStart: round(loadAverageAtStart, 2),
    loadAverageAtEnd: round(loadavg()[0], 2),
  };
}

/** CPU seconds between two meter readings (null where the meter could not read a process). */
export const cpuSeconds = (ms: number | null, base: number | null) =>
  ms === null || base === null ? null : round((ms - base) / 1000, 1);
