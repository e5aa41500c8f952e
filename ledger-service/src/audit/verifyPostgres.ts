// The PostgreSQL event store read page by page of streams for the audit: each page's property
// streams in one query (folded at once, so memory holds one page), and each page's hash chains
// recomputed in two queries with the store's own hash functions (es_event_hash), by the rules of
// verifyPostgresStream (eventstore/postgresVerify.ts), which checks one stream per call.
import type { Pool } from 'pg';
import { toRecordedEvent, type EventRow } from '../eventstore/postgresRows';
import { replayEvent, emptyReplay, type Replayed } from './replay';
import { PROPERTY_PREFIX, type BrokenChain, type StreamPage } from './verifySources';

const PROPERTY_EVENTS = `
  SELECT position, stream, revision, id, type, version, data, metadata,
         round(date_part('epoch', recorded_at) * 1000)::bigint AS recorded_ms
    FROM events WHERE stream = ANY($1::text[]) ORDER BY stream, revision`;

const FIRST_BROKEN_LINKS = `
  WITH chain AS (
    SELECT stream, revision, id,
           row_number() OVER w - 1 AS expected_revision,
           prev_hash = coalesce(lag(hash) OVER w, es_genesis_hash()) AS linked,
           hash = es_event_hash(prev_hash, id, type, version, data, metadata) AS intact
      FROM events WHERE stream = ANY($1::text[])
    WINDOW w AS (PARTITION BY stream ORDER BY revision)
  )
  SELECT DISTINCT ON (stream) stream, revision, id::text AS id,
         CASE WHEN revision <> expected_revision THEN 'events are missing before this revision'
              WHEN NOT linked THEN 'its previous hash does not match the event before it'
              ELSE 'its content does not match its hash: the event was altered' END AS reason
    FROM chain
   WHERE revision <> expected_revision OR NOT linked OR NOT intact
   ORDER BY stream, revision`;

// Each stream's head against its last event (events removed from the end), and its event count.
const HEADS = `
  SELECT s.stream, s.last_revision, s.last_hash = e.hash AS head_matches, e.revision AS last_event_revision,
         e.id::text AS last_event_id, (SELECT count(*) FROM events c WHERE c.stream = s.stream) AS events
    FROM streams s
    LEFT JOIN LATERAL (SELECT revision, id, hash FROM events WHERE stream = s.stream ORDER BY revision DESC LIMIT 1) e ON true
   WHERE s.stream = ANY($1::text[])`;

interface HeadRow {
  stream: string;
  last_revision: string;
  head_matches: boolean | null;
  last_event_revision: string | null;
  last_event_id: string | null;
  events: string;
}

async function chainsOf(pool: Pool, streams: string[]): Promise<{ broken: BrokenChain[]; events: number }> {
  const [links, heads] = await Promise.all([
    pool.query<{ stream: string; revision: string; id: string; reason: string }>(FIRST_BROKEN_LINKS, [
      streams,
    ]),
    pool.query<HeadRow>(HEADS, [streams]),
  ]);
  const broken: BrokenChain[] = links.rows.map((row) => ({
    stream: row.stream,
    brokenAtRevision: Number(row.revision),
    eventId: row.id,
    reason: row.reason,
  }));
  const brokenStreams = new Set(broken.map((b) => b.stream));
  for (const head of heads.rows) {
    if (brokenStreams.has(head.stream)) continue;
    if (head.head_matches && head.last_event_revision === head.last_revision) continue;
    const lastStored = head.last_event_revision === null ? -1 : Number(head.last_event_revision);
    broken.push({
      stream: head.stream,
      brokenAtRevision: lastStored + 1,
      eventId: head.last_event_id ?? '',
      reason: `the stream's head is at revision ${head.last_revision} but its events end at ${lastStored}: events were removed from the end`,
    });
  }
  return { broken, events: heads.rows.reduce((sum, head) => sum + Number(head.events), 0) };
}

async function replayedProperties(pool: Pool, streams: string[]): Promise<Map<string, Replayed>> {
  const replayed = new Map<string, Replayed>();
  const properties = streams.filter((stream) => stream.startsWith(PROPERTY_PREFIX));
  if (properties.length === 0) return replayed;
  const { rows } = await pool.query<EventRow>(PROPERTY_EVENTS, [properties]);
  for (const row of rows) {
    const id = row.stream.slice(PROPERTY_PREFIX.length);
    replayed.set(id, replayEvent(replayed.get(id) ?? emptyReplay(), toRecordedEvent(row)));
  }
  return replayed;
}

/** Every stream of the store (keyset pages by name), with its page's chains checked and properties replayed. */
export async function* postgresStreamPages(pool: Pool, pageSize: number): AsyncGenerator<StreamPage> {
  let after = '';
  for (;;) {
    const { rows } = await pool.query<{ stream: string }>(
      'SELECT stream FROM streams WHERE stream > $1 ORDER BY stream LIMIT $2',
      [after, pageSize],
    );
    if (rows.length === 0) return;
    const streams = rows.map((row) => row.stream);
    const [chains, replayed] = await Promise.all([
      chainsOf(pool, streams),
      replayedProperties(pool, streams),
    ]);
    yield { streams: streams.length, events: chains.events, broken: chains.broken, replayed };
    after = streams[streams.length - 1];
  }
}
