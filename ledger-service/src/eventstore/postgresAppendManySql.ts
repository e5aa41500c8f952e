// es_append_many: appendMany in one call and one transaction (bulk work such as raising every
// property's demand). Set-based where es_append works on one stream: every step below is one
// statement over all the call's streams, and the counter is still taken last, under the same queue
// lock as es_append, so positions stay gap-free and in commit order.

/**
 * The migration's SQL. p_streams (each at most once: the client checks), p_expected (-2 any, -1 no
 * stream, else the exact last revision) and p_counts describe the appends in input order; the
 * events of all appends follow one another in the event arrays, encoded as for es_append. One row
 * per append comes back, in input order: outcome 'appended', 'stored' (every id was already in that
 * stream: an idempotent retry) or 'wrong' (wrong expected revision; next_revision is then the
 * stream's actual revision, -1 when it has none).
 */
export function appendManyMigration(counterQueueLock: number, eventsChannel: string): string {
  return `
-- es_event_hash calls json_build_array and convert_to, which are STABLE, so it is STABLE too. Marked
-- IMMUTABLE it was never inlined: every hash went through a SQL function call, about twice the cost
-- of the hash itself (2.4 against 4.2-4.8 ms per 1,000 events). Same body, same bytes: only the label.
ALTER FUNCTION es_event_hash(bytea, uuid, text, integer, json, json) STABLE;

-- Every append rewrites its stream's row. With full pages the new version goes to another page and
-- needs a new index entry (3 WAL records per update, 2% HOT in a bulk run); room left on each page
-- makes most updates HOT (one record, no index entry). Applies to pages filled from now on.
ALTER TABLE streams SET (fillfactor = 70);

CREATE FUNCTION es_append_many(p_streams text[], p_expected bigint[], p_counts integer[], p_ids uuid[],
                               p_types text[], p_versions integer[], p_data json, p_metadata json)
  RETURNS TABLE (outcome text, last_position bigint, next_revision bigint)
  LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_appends integer := coalesce(cardinality(p_streams), 0);
  v_count integer := coalesce(cardinality(p_ids), 0);
  v_data json[];
  v_metadata json[];
  -- The rows of the streams that exist, locked.
  v_locked_streams text[];
  v_locked_revisions bigint[];
  v_locked_hashes bytea[];
  v_locked_rows tid[];
  -- Per append, in input order: what happens to it, its stream's row (null: a new stream), revision
  -- and hash before the call (for 'stored': the revision and position of the stored events).
  v_outcomes text[];
  v_rows tid[];
  v_revisions bigint[];
  v_hashes bytea[];
  v_positions bigint[];
  v_conflict_stream text;
  v_conflict text;
  -- Per event to append, in input order: its index in the event arrays, stream, revision and hashes.
  v_indexes integer[];
  v_streams text[];
  v_event_revisions bigint[];
  v_prev_hashes bytea[];
  v_event_hashes bytea[];
  v_total integer;
  v_last bigint;
  v_recorded_at timestamptz;
BEGIN
  SELECT array_agg(d ORDER BY o) INTO v_data FROM json_array_elements(p_data) WITH ORDINALITY AS x(d, o);
  SELECT array_agg(m ORDER BY o) INTO v_metadata FROM json_array_elements(p_metadata) WITH ORDINALITY AS x(m, o);
  IF v_appends = 0 OR cardinality(p_expected) IS DISTINCT FROM v_appends
     OR cardinality(p_counts) IS DISTINCT FROM v_appends
     OR (SELECT sum(c) FROM unnest(p_counts) c) IS DISTINCT FROM v_count::bigint
     OR (SELECT min(c) FROM unnest(p_counts) c) < 1
     OR cardinality(p_types) IS DISTINCT FROM v_count OR cardinality(p_versions) IS DISTINCT FROM v_count
     OR cardinality(v_data) IS DISTINCT FROM v_count OR cardinality(v_metadata) IS DISTINCT FROM v_count THEN
    RAISE EXCEPTION 'es_append_many: the append or event arrays are empty or differ in length';
  END IF;

  -- Lock the rows of the streams that exist, in stream-name order (the index order), and read them:
  -- after waiting for a lock, FOR UPDATE returns the row as its last writer committed it. Missing
  -- streams get their row at the end, inserted in the same order. So two calls sharing streams take
  -- their locks in one order and cannot deadlock; es_append holds one stream row and then only waits
  -- for the counter queue, so it cannot close a cycle either.
  SELECT array_agg(stream), array_agg(last_revision), array_agg(last_hash), array_agg(ctid)
    INTO v_locked_streams, v_locked_revisions, v_locked_hashes, v_locked_rows
    FROM (SELECT stream, last_revision, last_hash, ctid FROM streams
           WHERE stream = ANY (p_streams) ORDER BY stream FOR UPDATE) locked;

  -- A new statement, so a new snapshot: it sees everything committed before the locks were granted
  -- (a concurrent retry of the same ids included). As in es_append, idempotency comes before the
  -- revision check, because a retry arrives after the stream has moved on.
  WITH parts AS (
    SELECT u.n, u.stream, u.expected, u.events, sum(u.events) OVER (ORDER BY u.n) - u.events AS before
      FROM unnest(p_streams, p_expected, p_counts) WITH ORDINALITY AS u(stream, expected, events, n)
  ), locked AS (
    SELECT * FROM unnest(v_locked_streams, v_locked_revisions, v_locked_hashes, v_locked_rows)
      AS l(stream, revision, hash, row)
  ), stored AS (
    SELECT p.n, count(*) AS found, count(*) FILTER (WHERE e.stream <> p.stream) AS elsewhere,
           max(e.position) AS position, max(e.revision) AS revision
      FROM events e
      JOIN unnest(p_ids) WITH ORDINALITY AS i(id, o) ON i.id = e.id
      JOIN parts p ON i.o > p.before AND i.o <= p.before + p.events
     WHERE e.id = ANY (p_ids)
     GROUP BY p.n
  ), classified AS (
    SELECT p.n, p.stream, p.events, l.row, coalesce(l.revision, -1) AS last_revision,
           coalesce(l.hash, es_genesis_hash()) AS last_hash, st.position, st.revision, st.found, st.elsewhere,
           CASE WHEN st.found = p.events AND st.elsewhere = 0 THEN 'stored'
                WHEN st.found > 0 THEN 'conflict'
                WHEN p.expected <> -2 AND p.expected <> coalesce(l.revision, -1) THEN 'wrong'
                ELSE 'appended' END AS outcome
      FROM parts p
      LEFT JOIN locked l ON l.stream = p.stream
      LEFT JOIN stored st ON st.n = p.n
  )
  SELECT array_agg(outcome ORDER BY n), array_agg(row ORDER BY n),
         array_agg(CASE WHEN outcome = 'stored' THEN revision ELSE last_revision END ORDER BY n),
         array_agg(last_hash ORDER BY n), array_agg(position ORDER BY n),
         (array_agg(stream ORDER BY n) FILTER (WHERE outcome = 'conflict'))[1],
         (array_agg(format('%s of %s event ids are already stored%s', found, events,
                           CASE WHEN elsewhere > 0 THEN ' (in another stream)' ELSE '' END) ORDER BY n)
           FILTER (WHERE outcome = 'conflict'))[1]
    INTO v_outcomes, v_rows, v_revisions, v_hashes, v_positions, v_conflict_stream, v_conflict
    FROM classified;

  IF v_conflict_stream IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'ES410', MESSAGE = v_conflict, DETAIL = v_conflict_stream;
  END IF;

  -- The hash chains, a layer at a time: the first new event of every stream, then every second one...
  -- so a call of one-event appends is one set-based step. Each hash is what es_append computes. Only
  -- each event's index is collected: the insert below reads the event itself from the input arrays.
  -- The streams' rows are written here too: updated through the row locked above, or inserted.
  -- (The offsets of the events are counted over every append before the skipped ones are left out.)
  WITH RECURSIVE parts AS (
    SELECT * FROM (
      SELECT u.n, u.stream, u.row, u.events, u.outcome, u.revision, u.hash,
             sum(u.events) OVER (ORDER BY u.n) - u.events AS before
        FROM unnest(p_streams, v_rows, p_counts, v_outcomes, v_revisions, v_hashes)
          WITH ORDINALITY AS u(stream, row, events, outcome, revision, hash, n)) counted
     WHERE counted.outcome = 'appended'
  ), chain (stream, row, k, events, i, revision, prev_hash, hash) AS (
    SELECT p.stream, p.row, 1, p.events, (p.before + 1)::integer, p.revision + 1, p.hash,
           es_event_hash(p.hash, p_ids[p.before + 1], p_types[p.before + 1], p_versions[p.before + 1],
                         v_data[p.before + 1], v_metadata[p.before + 1])
      FROM parts p
    UNION ALL
    SELECT c.stream, c.row, c.k + 1, c.events, c.i + 1, c.revision + 1, c.hash,
           es_event_hash(c.hash, p_ids[c.i + 1], p_types[c.i + 1], p_versions[c.i + 1], v_data[c.i + 1],
                         v_metadata[c.i + 1])
      FROM chain c WHERE c.k < c.events
  ), updated AS (
    UPDATE streams s SET last_revision = c.revision, last_hash = c.hash
      FROM chain c WHERE c.k = c.events AND c.row IS NOT NULL AND s.ctid = c.row
  ), created AS (
    -- A plain insert, not ON CONFLICT (a third WAL record per row): if another writer created one of
    -- these streams after the locks were taken, the call fails on streams_pkey, nothing is stored,
    -- and the caller repeats it (rare: postgresAppendMany.ts).
    INSERT INTO streams (stream, last_revision, last_hash)
      SELECT c.stream, c.revision, c.hash FROM chain c WHERE c.k = c.events AND c.row IS NULL
       ORDER BY c.stream COLLATE "C"
  )
  SELECT array_agg(i ORDER BY i), array_agg(stream ORDER BY i), array_agg(revision ORDER BY i),
         array_agg(prev_hash ORDER BY i), array_agg(hash ORDER BY i)
    INTO v_indexes, v_streams, v_event_revisions, v_prev_hashes, v_event_hashes
    FROM chain;
  v_total := coalesce(cardinality(v_indexes), 0);

  -- The position is taken LAST, as in es_append (see there): queue on the same advisory lock, take
  -- the whole call's positions in one counter update, insert with one statement, notify once.
  IF v_total > 0 THEN
    PERFORM pg_advisory_xact_lock(${counterQueueLock});
    UPDATE es_global SET last = last + v_total RETURNING last INTO v_last;
    IF v_last IS NULL THEN
      RAISE EXCEPTION 'es_global has no counter row';
    END IF;
    v_recorded_at := date_trunc('milliseconds', clock_timestamp());
    INSERT INTO events (position, stream, revision, id, type, version, data, metadata, recorded_at, prev_hash, hash)
      SELECT v_last - v_total + u.o, u.stream, u.revision, p_ids[u.i], p_types[u.i], p_versions[u.i], v_data[u.i],
             v_metadata[u.i], v_recorded_at, u.prev_hash, u.hash
        FROM unnest(v_indexes, v_streams, v_event_revisions, v_prev_hashes, v_event_hashes)
          WITH ORDINALITY AS u(i, stream, revision, prev_hash, hash, o);
    PERFORM pg_notify('${eventsChannel}', v_last::text);
  END IF;

  -- Appended events took positions in input order, so each append's last one follows from the
  -- running count of appended events.
  RETURN QUERY
    SELECT u.outcome,
           CASE u.outcome WHEN 'appended' THEN v_last - v_total + sum(u.events) FILTER (WHERE u.outcome = 'appended') OVER w
                          WHEN 'stored' THEN u.position END,
           CASE u.outcome WHEN 'appended' THEN u.revision + u.events ELSE u.revision END
      FROM unnest(v_outcomes, v_revisions, v_positions, p_counts) WITH ORDINALITY AS u(outcome, revision, position, events, n)
    WINDOW w AS (ORDER BY u.n)
     ORDER BY u.n;
END $$;
`;
}
