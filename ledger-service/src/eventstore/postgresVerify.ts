// The audit call: recompute a stream's hash chain in the database and name the first broken link.
import type { ChainCheck } from '@ptax/contracts';
import type { Pool } from 'pg';

// Per event, in revision order: is the revision the next one, does prev_hash point at the previous
// event's stored hash, and does the stored hash match the content? The first failure wins.
const FIRST_BROKEN_LINK = `
  WITH chain AS (
    SELECT revision, id, hash,
           row_number() OVER w - 1 AS expected_revision,
           prev_hash = coalesce(lag(hash) OVER w, es_genesis_hash()) AS linked,
           hash = es_event_hash(prev_hash, id, type, version, data, metadata) AS intact
      FROM events WHERE stream = $1
    WINDOW w AS (ORDER BY revision)
  )
  SELECT revision, id::text AS id,
         CASE WHEN revision <> expected_revision THEN 'events are missing before this revision'
              WHEN NOT linked THEN 'its previous hash does not match the event before it'
              ELSE 'its content does not match its hash: the event was altered' END AS reason
    FROM chain
   WHERE revision <> expected_revision OR NOT linked OR NOT intact
   ORDER BY revision LIMIT 1`;

// The stream's head must match its last event, or events were removed from the end.
const HEAD = `
  SELECT s.last_revision, s.last_hash = e.hash AS head_matches, e.revision AS last_event_revision,
         e.id::text AS last_event_id, (SELECT count(*) FROM events WHERE stream = $1) AS events
    FROM streams s
    LEFT JOIN LATERAL (SELECT revision, id, hash FROM events WHERE stream = $1 ORDER BY revision DESC LIMIT 1) e ON true
   WHERE s.stream = $1`;

interface BrokenRow {
  revision: string;
  id: string;
  reason: string;
}

interface HeadRow {
  last_revision: string;
  head_matches: boolean | null;
  last_event_revision: string | null;
  last_event_id: string | null;
  events: string;
}

export async function verifyPostgresStream(pool: Pool, stream: string): Promise<ChainCheck> {
  const broken = await pool.query<BrokenRow>(FIRST_BROKEN_LINK, [stream]);
  if (broken.rows.length > 0) {
    const row = broken.rows[0];
    return { ok: false, brokenAtRevision: Number(row.revision), eventId: row.id, reason: row.reason };
  }
  const head = await pool.query<HeadRow>(HEAD, [stream]);
  if (head.rows.length === 0) return { ok: true, events: 0 };
  const row = head.rows[0];
  if (row.head_matches && row.last_event_revision === row.last_revision)
    return { ok: true, events: Number(row.events) };
  // Names the first missing revision; the id is the last event still stored (none: empty).
  const lastStored = row.last_event_revision === null ? -1 : Number(row.last_event_revision);
  return {
    ok: false,
    brokenAtRevision: lastStored + 1,
    eventId: row.last_event_id ?? '',
    reason: `the stream's head is at revision ${row.last_revision} but its events end at ${lastStored}: events were removed from the end`,
  };
}
