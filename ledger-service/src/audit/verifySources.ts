// Where the audit reads the event store from, page by page: what a page reports, and the source for
// any store (readAll in global order). PostgreSQL has a cheaper one (verifyPostgres.ts).
import type { EventStore } from '@ptax/contracts';
import { emptyReplay, replayEvent, type Replayed } from './replay';

export const PROPERTY_PREFIX = 'property-';

export interface BrokenChain {
  stream: string;
  brokenAtRevision: number;
  eventId: string;
  reason: string;
}

export interface StreamPage {
  /** Streams whose chains this page checked. */
  streams: number;
  events: number;
  broken: BrokenChain[];
  /** Property id -> its ledger rebuilt from its whole stream. */
  replayed: Map<string, Replayed>;
}

const READ_BATCH = 2000;
const VERIFY_CONCURRENCY = 8;

/**
 * Any store: every event once in global order, folded per property as it comes (so memory holds
 * one ledger per property, not the events), then every stream's chain through verifyStream, and the
 * properties handed out in pages. Fine for EventStoreDB deployments; PostgreSQL uses its own pages.
 */
export async function* readAllPages(store: EventStore, pageSize: number): AsyncGenerator<StreamPage> {
  const streams = new Map<string, number>();
  const replayed = new Map<string, Replayed>();
  let checkpoint: string | null = null;
  for (;;) {
    const page = await store.readAll(checkpoint, READ_BATCH);
    for (const event of page.events) {
      streams.set(event.stream, (streams.get(event.stream) ?? 0) + 1);
      if (!event.stream.startsWith(PROPERTY_PREFIX)) continue;
      const id = event.stream.slice(PROPERTY_PREFIX.length);
      replayed.set(id, replayEvent(replayed.get(id) ?? emptyReplay(), event));
    }
    if (page.events.length < READ_BATCH) break;
    checkpoint = page.checkpoint;
  }
  const names = [...streams.keys()];
  for (let start = 0; start < names.length; start += pageSize) {
    const slice = names.slice(start, start + pageSize);
    const broken: BrokenChain[] = [];
    for (let i = 0; i < slice.length; i += VERIFY_CONCURRENCY) {
      const checks = await Promise.all(
        slice.slice(i, i + VERIFY_CONCURRENCY).map((s) => store.verifyStream(s)),
      );
      checks.forEach((check, j) => {
        if (!check.ok)
          broken.push({
            stream: slice[i + j],
            brokenAtRevision: check.brokenAtRevision,
            eventId: check.eventId,
            reason: check.reason,
          });
      });
    }
    const ids = slice
      .filter((s) => s.startsWith(PROPERTY_PREFIX))
      .map((s) => s.slice(PROPERTY_PREFIX.length));
    yield {
      streams: slice.length,
      events: slice.reduce((sum, s) => sum + (streams.get(s) ?? 0), 0),
      broken,
      replayed: new Map(ids.map((id) => [id, replayed.get(id)!])),
    };
  }
}
