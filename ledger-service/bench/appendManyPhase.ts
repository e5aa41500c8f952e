// The appendMany phases of the event-store benchmark: bulk demand raising appends one event to each
// of a million property streams, in calls of 1,000 one-event streams. The first round creates the
// streams; the second appends to them at their exact revision, as raising a demand on registered
// properties does.
import type { ExpectedRevision, StreamAppend } from '@ptax/contracts';
import type { PostgresEventStore } from '../src/eventstore/postgres';
import { demandRaised, now, percentile, round } from './benchSupport';

const STREAMS_PER_CALL = 1_000;
const CALLS = Number(process.env.BENCH_APPEND_MANY_CALLS ?? 100);
const WRITERS = Number(process.env.BENCH_APPEND_MANY_WRITERS ?? 2);

/** Starts a CPU measurement; the returned function gives CPU per event since then. */
export type CpuTimer = () => (events: number) => unknown;

async function appendManyRound(
  store: PostgresEventStore,
  label: string,
  expectedRevision: ExpectedRevision,
  startCpu: CpuTimer,
) {
  const latencies: number[] = [];
  let next = 0;
  const writer = async () => {
    for (let call = next++; call < CALLS; call = next++) {
      const appends: StreamAppend[] = Array.from({ length: STREAMS_PER_CALL }, (_, index) => {
        const stream = `property-${label}-${call}-${index}`;
        return { stream, events: [demandRaised(stream, call)], expectedRevision };
      });
      const started = now();
      const results = await store.appendMany(appends);
      latencies.push(now() - started);
      const refused = results.find((result) => !result.ok || !result.appended);
      if (refused) throw new Error(`appendMany did not append ${JSON.stringify(refused)}`);
    }
  };
  const cpuPerEvent = startCpu();
  const started = now();
  await Promise.all(Array.from({ length: WRITERS }, () => writer()));
  const events = CALLS * STREAMS_PER_CALL;
  const seconds = (now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    eventsPerSecond: round(events / seconds),
    callP50Ms: round(percentile(latencies, 50), 1),
    callP99Ms: round(percentile(latencies, 99), 1),
    cpuMicrosPerEvent: cpuPerEvent(events),
  };
}

/** Multi-stream batches of 1,000 one-event streams: into new streams, then into the same streams again. */
export async function appendManyPhases(store: PostgresEventStore, label: string, startCpu: CpuTimer) {
  const newStreams = await appendManyRound(store, `${label}-many`, 'no_stream', startCpu);
  const existingStreams = await appendManyRound(store, `${label}-many`, 0, startCpu);
  return { writers: WRITERS, calls: CALLS, streamsPerCall: STREAMS_PER_CALL, newStreams, existingStreams };
}
