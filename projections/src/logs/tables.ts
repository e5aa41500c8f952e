import type { TableNames } from '../projection';

export type LogTable = 'log_entries' | 'log_grouped' | 'log_subjects';
export const LOG_TABLES: readonly LogTable[] = ['log_entries', 'log_grouped', 'log_subjects'];

// The logs (GET logs and its six siblings): one row per change a person made, newest first by the
// event's position (the notices of one bulk job share one row, `log_grouped` counting them). Where the property is and who its owner is are read from `properties` when
// listing; the person's name from the staff directory. `log_subjects` remembers the property of
// streams other than the property's own (a mutation, a jalkal edit, a payment), named by their first
// event that says it, so their later events (an approval) are logged against the property too.
export function createLogTables(t: TableNames<LogTable>): string {
  return `
    CREATE TABLE ${t.log_entries} (
      event_id text PRIMARY KEY,
      position bigint NOT NULL,
      stream text NOT NULL,
      type text NOT NULL,
      -- The specific log it belongs to (contracts LOG_EVENT_TYPES); null: the general log only.
      log text,
      property_unique_id text,
      -- The property and the others the change concerns (a shift's other side, a split's new ones).
      property_ids text[] NOT NULL,
      -- Lower-cased email of the person, or 'citizen'.
      user_id text NOT NULL,
      login_type text,
      command text,
      remarks text,
      recorded_at timestamptz NOT NULL,
      effective_at timestamptz,
      -- { field: { before, after } } for edits.
      changes jsonb,
      details jsonb NOT NULL
    );
    CREATE INDEX ${t.log_entries}_position ON ${t.log_entries} (position DESC);
    CREATE INDEX ${t.log_entries}_log ON ${t.log_entries} (log, position DESC) WHERE log IS NOT NULL;
    CREATE INDEX ${t.log_entries}_recorded ON ${t.log_entries} (recorded_at);
    CREATE INDEX ${t.log_entries}_user ON ${t.log_entries} (user_id, position DESC);
    CREATE INDEX ${t.log_entries}_properties ON ${t.log_entries} USING gin (property_ids);

    -- The events that share a row (the notices of one bulk job): counted, and found by property.
    CREATE TABLE ${t.log_grouped} (
      event_id text PRIMARY KEY,
      entry_id text NOT NULL,
      property_unique_id text
    );
    CREATE INDEX ${t.log_grouped}_entry ON ${t.log_grouped} (entry_id);
    CREATE INDEX ${t.log_grouped}_property ON ${t.log_grouped} (property_unique_id, entry_id);

    CREATE TABLE ${t.log_subjects} (
      stream text PRIMARY KEY,
      property_unique_id text NOT NULL
    );`;
}
