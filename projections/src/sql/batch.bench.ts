// How to send a batch's statements: one query per statement, pipelined queries, or one script.
// Run: npx tsx projections/src/sql/batch.bench.ts (DATABASE_URL, or an embedded PostgreSQL is started);
// LATENCY_MS=0.5 puts a delaying proxy in between, as for a database on another machine.
import type { RecordedEvent } from '@ptax/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../../ledger-service/src/db/embeddedPostgres';
import type { SqlStatement } from '../projection';
import { applyStaffEvent } from '../staff/handlers';
import { createStaffTables } from '../staff/tables';
import { staffHistory } from '../testing/staffEvents';
import { toScript } from './inline';
import { startLatencyProxy } from './latencyProxy';

const EVENTS = 12_000;
const BATCH = 500;

function recordedHistory(): RecordedEvent[] {
  const revisions = new Map<string, number>();
  return staffHistory(EVENTS / 2.5, 0).flatMap(({ stream, events }) =>
    events.map((event) => {
      const revision = revisions.get(stream) ?? 0;
      revisions.set(stream, revision + 1);
      return {
        ...event,
        stream,
        revision,
        position: 0,
        checkpoint: '',
        recordedAt: new Date(0).toISOString(),
      };
    }),
  );
}

type Strategy = (client: Client, statements: SqlStatement[]) => Promise<void>;

const strategies: Record<string, { pipeline: boolean; send: Strategy }> = {
  'one query per statement': {
    pipeline: false,
    send: async (client, statements) => {
      for (const { text, values } of statements) await client.query(text, [...values]);
    },
  },
  'pipelined queries': {
    pipeline: true,
    send: async (client, statements) => {
      await Promise.all(statements.map(({ text, values }) => client.query(text, [...values])));
    },
  },
  'one script (the runner)': {
    pipeline: false,
    send: async (client, statements) => {
      await client.query(toScript(statements));
    },
  },
};

async function measure(url: string, name: string, events: RecordedEvent[], round: number): Promise<number> {
  const { pipeline, send } = strategies[name];
  const client = new Client({ connectionString: url, pipeline });
  await client.connect();
  const suffix = `${name.replace(/\W+/g, '_')}_${round}`;
  const t = { officials: `officials_${suffix}`, operators: `operators_${suffix}` };
  await client.query(createStaffTables(t));
  const started = performance.now();
  for (let i = 0; i < events.length; i += BATCH) {
    const statements = events.slice(i, i + BATCH).flatMap((event) => applyStaffEvent(event, t));
    await client.query('BEGIN');
    await send(client, statements);
    await client.query('COMMIT');
  }
  const ms = performance.now() - started;
  await client.end();
  return ms;
}

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: mkdtempSync(join(tmpdir(), 'ptax-bench-')), persistent: false });
  const latency = Number(process.env.LATENCY_MS ?? 0);
  const proxy = latency
    ? await startLatencyProxy(new URL(process.env.DATABASE_URL ?? server!.url), latency)
    : null;
  const url = proxy?.url ?? process.env.DATABASE_URL ?? server!.url;
  try {
    const events = recordedHistory();
    console.log(
      `${events.length} staff events, batches of ${BATCH}, ${latency} ms added each way, best of 3 rounds`,
    );
    for (const name of Object.keys(strategies)) {
      const times: number[] = [];
      for (let round = 0; round < 3; round++) times.push(await measure(url, name, events, round));
      const best = Math.min(...times);
      console.log(
        `${name.padEnd(26)} ${best.toFixed(0).padStart(6)} ms  ${((events.length / best) * 1000).toFixed(0)} events/s`,
      );
    }
  } finally {
    proxy?.close();
    await server?.stop();
  }
}

void main();
