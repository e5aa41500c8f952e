// The PostgreSQL event store's tables and its append functions (ARCHITECTURE.md, "Event store
// semantics"). Applied by createPostgresEventStore through db/migrate.ts.
import type { Migration } from '../db/migrate';
import { appendManyMigration } from './postgresAppendManySql';

/** Channel that es_append and es_append_many notify on commit; the payload is the new head position. */
export const EVENTS_CHANNEL = 'es_events';

/** Advisory lock key the appenders queue on before the counter (db/migrate.ts uses 727_001). */
const COUNTER_QUEUE_LOCK = 727_002_001;

const tables = `
-- Stream names compare bytewise (COLLATE "C"): they are identifiers, never sorted for people, and
-- the libc collation of the database would cost a strcoll per comparison in both indexes.
CREATE TABLE streams (
  stream text COLLATE "C" PRIMARY KEY,
  last_revision bigint NOT NULL,
  last_hash bytea NOT NULL
);

-- data and metadata are json, not jsonb: stored as the exact text the service wrote, so an append
-- only validates it (jsonb would parse it into a binary tree, and every read and hash would print it
-- back), and the hash covers the stored bytes themselves. Nothing queries inside them in SQL.
CREATE TABLE events (
  position bigint PRIMARY KEY,
  stream text COLLATE "C" NOT NULL,
  revision bigint NOT NULL,
  id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  version integer NOT NULL,
  data json NOT NULL,
  metadata json NOT NULL,
  recorded_at timestamptz NOT NULL,
  prev_hash bytea NOT NULL,
  hash bytea NOT NULL,
  UNIQUE (stream, revision)
);

-- The one-row global counter. Every append updates it, so it bloats between vacuums: a low
-- fillfactor keeps room on its page for HOT updates, and autovacuum visits it after a few
-- thousand dead rows instead of a fraction of its (tiny) size.
CREATE TABLE es_global (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  last bigint NOT NULL
);
ALTER TABLE es_global SET (
  fillfactor = 10,
  autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 2000,
  autovacuum_vacuum_cost_delay = 0
);
INSERT INTO es_global (singleton, last) VALUES (true, 0);

-- Events are never updated or deleted (an auditor replays them); refuse it at the table too.
CREATE FUNCTION es_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are immutable: % refused', TG_OP USING ERRCODE = 'ES403';
END $$;
CREATE TRIGGER events_immutable BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION es_refuse_change();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION es_refuse_change();

-- Tamper evidence: each hash covers the stream's previous hash and the event's content, as the JSON
-- array [id, type, version, data, metadata] built from the stored text (json keeps it byte for
-- byte). The array is unambiguous: data and metadata are each one valid JSON value, so no field
-- can bleed into the next.
CREATE FUNCTION es_event_hash(prev bytea, id uuid, type text, version integer, data json, metadata json)
  RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN sha256(prev || convert_to(json_build_array(id, type, version, data, metadata)::text, 'UTF8'));

CREATE FUNCTION es_genesis_hash() RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN decode(repeat('00', 32), 'hex');
`;

// One call per append, so no network round trip ever happens while the counter row is locked.
// p_expected: -2 any, -1 no stream, otherwise the exact last revision. The events come as parallel
// arrays; p_data and p_metadata are JSON arrays of the events' data and metadata, split here into
// their elements' text (no jsonb parsing, and cheaper for the client than an array literal).
const appendFunction = `
CREATE FUNCTION es_append(p_stream text, p_expected bigint, p_ids uuid[], p_types text[],
                          p_versions integer[], p_data json, p_metadata json)
  RETURNS TABLE (last_position bigint, next_revision bigint, appended boolean)
  LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_count integer := coalesce(cardinality(p_ids), 0);
  v_data json[];
  v_metadata json[];
  v_prev_hashes bytea[] := '{}';
  v_hashes bytea[] := '{}';
  v_current bigint;
  v_hash bytea;
  v_found integer;
  v_elsewhere integer;
  v_stored_position bigint;
  v_stored_revision bigint;
  v_last bigint;
  v_recorded_at timestamptz;
BEGIN
  SELECT array_agg(d ORDER BY o) INTO v_data FROM json_array_elements(p_data) WITH ORDINALITY AS x(d, o);
  SELECT array_agg(m ORDER BY o) INTO v_metadata FROM json_array_elements(p_metadata) WITH ORDINALITY AS x(m, o);
  IF v_count = 0 OR cardinality(p_types) IS DISTINCT FROM v_count
     OR cardinality(p_versions) IS DISTINCT FROM v_count OR cardinality(v_data) IS DISTINCT FROM v_count
     OR cardinality(v_metadata) IS DISTINCT FROM v_count THEN
    RAISE EXCEPTION 'es_append: the event arrays are empty or differ in length';
  END IF;

  -- Lock the stream's row first (a new stream gets one at revision -1, gone again on rollback):
  -- appends to one stream queue here, so a concurrent retry of the same ids is seen below.
  SELECT last_revision, last_hash INTO v_current, v_hash FROM streams WHERE stream = p_stream FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO streams (stream, last_revision, last_hash) VALUES (p_stream, -1, es_genesis_hash())
      ON CONFLICT (stream) DO NOTHING;
    IF FOUND THEN
      v_current := -1;
      v_hash := es_genesis_hash();
    ELSE
      SELECT last_revision, last_hash INTO v_current, v_hash FROM streams WHERE stream = p_stream FOR UPDATE;
    END IF;
  END IF;

  -- Idempotency before the revision check: a retry arrives after the stream has moved on.
  SELECT count(*), count(*) FILTER (WHERE stream <> p_stream), max(position), max(revision)
    INTO v_found, v_elsewhere, v_stored_position, v_stored_revision
    FROM events WHERE id = ANY (p_ids);
  IF v_found = v_count AND v_elsewhere = 0 THEN
    RETURN QUERY SELECT v_stored_position, v_stored_revision, false;
    RETURN;
  ELSIF v_found > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'ES410',
      MESSAGE = format('%s of %s event ids are already stored%s', v_found, v_count,
                       CASE WHEN v_elsewhere > 0 THEN ' (in another stream)' ELSE '' END);
  END IF;

  IF p_expected <> -2 AND p_expected <> v_current THEN
    RAISE EXCEPTION USING ERRCODE = 'ES409', MESSAGE = 'wrong expected revision', DETAIL = v_current::text;
  END IF;

  FOR i IN 1 .. v_count LOOP
    v_prev_hashes[i] := v_hash;
    v_hash := es_event_hash(v_hash, p_ids[i], p_types[i], p_versions[i], v_data[i], v_metadata[i]);
    v_hashes[i] := v_hash;
  END LOOP;
  UPDATE streams SET last_revision = v_current + v_count, last_hash = v_hash WHERE stream = p_stream;

  -- The position is taken LAST. The counter row stays locked until this transaction commits, and
  -- the next writer reads the counter only after that: positions are handed out in commit order
  -- with no gap (a rollback undoes the increment too). So a reader that sees position N has
  -- already been able to see every position below N.
  -- Writers queue on an advisory lock (also held to commit) rather than on the row: a writer
  -- waiting for a row lock keeps the row's page pinned, which blocks HOT pruning, and the one-row
  -- table then grew to 66 pages over 40k appends (each UPDATE scanning them all); queued this way
  -- it stays one page.
  PERFORM pg_advisory_xact_lock(${COUNTER_QUEUE_LOCK});
  UPDATE es_global SET last = last + v_count RETURNING last INTO v_last;
  IF v_last IS NULL THEN
    RAISE EXCEPTION 'es_global has no counter row';
  END IF;
  -- Read after the counter, so recorded_at follows position order; milliseconds, as the API shows.
  v_recorded_at := date_trunc('milliseconds', clock_timestamp());
  INSERT INTO events (position, stream, revision, id, type, version, data, metadata, recorded_at, prev_hash, hash)
    SELECT v_last - v_count + u.o, p_stream, v_current + u.o, u.id, u.type, u.version, u.data, u.metadata,
           v_recorded_at, u.prev_hash, u.hash
      FROM unnest(p_ids, p_types, p_versions, v_data, v_metadata, v_prev_hashes, v_hashes)
        WITH ORDINALITY AS u(id, type, version, data, metadata, prev_hash, hash, o);
  PERFORM pg_notify('${EVENTS_CHANNEL}', v_last::text);

  RETURN QUERY SELECT v_last, v_current + v_count, true;
END $$;

-- The same append for SQL callers (psql, tests): the batch as one JSON array of
-- {id, type, version, data, metadata} objects.
CREATE FUNCTION es_append(p_stream text, p_expected bigint, p_events json)
  RETURNS TABLE (last_position bigint, next_revision bigint, appended boolean)
  LANGUAGE sql AS $$
  SELECT a.*
    FROM (SELECT array_agg((e ->> 'id')::uuid ORDER BY o) AS ids, array_agg(e ->> 'type' ORDER BY o) AS types,
                 array_agg((e ->> 'version')::integer ORDER BY o) AS versions,
                 json_agg(e -> 'data' ORDER BY o) AS data, json_agg(e -> 'metadata' ORDER BY o) AS metadata
            FROM json_array_elements(p_events) WITH ORDINALITY AS x(e, o)) b,
         es_append(p_stream, p_expected, b.ids, b.types, b.versions, b.data, b.metadata) a
$$;
`;

export const eventStoreMigrations: Migration[] = [
  { id: 'eventstore-001-tables', sql: tables },
  { id: 'eventstore-002-append-function', sql: appendFunction },
  { id: 'eventstore-003-append-many', sql: appendManyMigration(COUNTER_QUEUE_LOCK, EVENTS_CHANNEL) },
];
