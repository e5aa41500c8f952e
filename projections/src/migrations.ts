// The runner's own tables. Apply with ledger-service's migrate(pool, projectionMigrations); the
// read models' tables are created by the runner itself, one set per projection version.

/** Structurally the Migration of ledger-service/src/db/migrate.ts. */
export interface Migration {
  id: string;
  sql: string;
}

export const projectionMigrations: Migration[] = [
  {
    id: 'projections-001-checkpoints',
    sql: `
      -- One row per projection version being served or built: a rebuild keeps its own checkpoint
      -- while the active version keeps advancing.
      CREATE TABLE projection_checkpoints (
        name text NOT NULL,
        version integer NOT NULL,
        checkpoint text,
        position bigint NOT NULL DEFAULT 0,
        -- The read-model names this version created (as <table>_v<version>), to drop it later.
        tables text[] NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (name, version)
      );
      -- Which version the stable read-model names (views) point at.
      CREATE TABLE projection_versions (
        name text PRIMARY KEY,
        active_version integer NOT NULL,
        switched_at timestamptz NOT NULL DEFAULT now()
      );
      -- First statement of every batch transaction. It fences writers: the batch must start where the
      -- stored checkpoint is (so no event is applied twice, even by a consumer that lost its lock), and
      -- a version replaced by a newer one stops writing. FOR SHARE makes a switch wait for it.
      CREATE FUNCTION projection_begin_batch(p_name text, p_version integer, p_from text, p_to text, p_position bigint)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        active integer;
      BEGIN
        SELECT active_version INTO active FROM projection_versions WHERE name = p_name FOR SHARE;
        IF active > p_version THEN
          RAISE EXCEPTION 'projection % version % is superseded by version %', p_name, p_version, active
            USING ERRCODE = 'PX001';
        END IF;
        UPDATE projection_checkpoints SET checkpoint = p_to, position = p_position, updated_at = now()
          WHERE name = p_name AND version = p_version AND checkpoint IS NOT DISTINCT FROM p_from;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'projection % version % is no longer at checkpoint %', p_name, p_version, p_from
            USING ERRCODE = 'PX002';
        END IF;
      END $$;`,
  },
];

/** SQLSTATEs raised by projection_begin_batch. */
export const SUPERSEDED = 'PX001';
export const CHECKPOINT_MOVED = 'PX002';
