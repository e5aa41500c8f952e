import type { Migration } from '../db/migrate';

// The unique natural keys of the geography (zone_no per city, ward_no and ward name per zone, mohalla
// name per ward), reserved before the event is appended: the read model alone would let two concurrent
// adds both pass. Operational state, like the staff credentials: the event log stays the history.
export const geographyMigrations: Migration[] = [
  {
    id: 'geography-001-keys',
    sql: `
      CREATE TABLE geography_keys (
        kind text NOT NULL,
        parent_id text NOT NULL,
        key text NOT NULL,
        owner_id text NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, parent_id, key)
      );`,
  },
];
