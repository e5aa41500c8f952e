import type { Migration } from '../db/migrate';

// Background runs an administrator starts from /admin/utility (an audit verification), with their
// progress and result, so any instance can show them and a page reload does not lose them.
export const utilityMigrations: Migration[] = [
  {
    id: 'utility-001-runs',
    sql: `
      CREATE TABLE utility_runs (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('rebuild', 'auditVerification')),
        target text,
        status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
        started_by text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        summary text,
        report jsonb
      );
      CREATE INDEX utility_runs_started ON utility_runs (kind, started_at DESC);
      -- one run of a kind at a time, also across instances
      CREATE UNIQUE INDEX utility_runs_one_running ON utility_runs (kind) WHERE status = 'running';`,
  },
  {
    id: 'utility-002-rebuilds',
    sql: `
      -- Versions of a read model built at run time from the code's definition of version base_version.
      CREATE TABLE readmodel_rebuilds (
        name text NOT NULL,
        version integer NOT NULL,
        base_version integer NOT NULL,
        requested_by text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (name, version)
      );`,
  },
];
