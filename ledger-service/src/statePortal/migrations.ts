import type { Migration } from '../db/migrate';

// The push to e-Nagar Sewa keeps its own outbox: one row per record key (unique, so a record is
// queued once and, once acknowledged, never again), the batches that carry them (the unit the
// dispatcher claims, retries with backoff and marks), what each batch said about each record, and
// every attempt. Operational state, not a read model: nothing here is derived from it.
export const statePortalMigrations: Migration[] = [
  {
    id: 'statePortal-001-outbox',
    sql: `
      CREATE TABLE state_portal_batches (
        id uuid PRIMARY KEY,
        city_code text NOT NULL,
        business_date date NOT NULL,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'sent', 'acknowledged', 'part_failed', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        acknowledgement_id text,
        requested_by text NOT NULL,
        -- when a dispatcher may (re)try: after the backoff, or once the lease of a crashed one ran out
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX state_portal_batches_due ON state_portal_batches (next_attempt_at)
        WHERE status IN ('queued', 'sent');
      CREATE INDEX state_portal_batches_date ON state_portal_batches (business_date, created_at DESC);

      CREATE TABLE state_portal_records (
        key text PRIMARY KEY,
        city_code text NOT NULL,
        business_date date NOT NULL,
        receipt_number text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('collection', 'reversal')),
        amount_paise bigint NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'new'
          CHECK (status IN ('new', 'queued', 'acknowledged', 'rejected', 'failed')),
        batch_id uuid REFERENCES state_portal_batches (id),
        acknowledgement_id text,
        last_error text,
        acknowledged_at timestamptz
      );
      CREATE INDEX state_portal_records_date ON state_portal_records (business_date, status);
      CREATE INDEX state_portal_records_batch ON state_portal_records (batch_id);

      CREATE TABLE state_portal_batch_records (
        batch_id uuid NOT NULL REFERENCES state_portal_batches (id),
        key text NOT NULL REFERENCES state_portal_records (key),
        outcome text NOT NULL DEFAULT 'queued'
          CHECK (outcome IN ('queued', 'acknowledged', 'rejected', 'failed')),
        acknowledgement_id text,
        error text,
        PRIMARY KEY (batch_id, key)
      );

      CREATE TABLE state_portal_attempts (
        batch_id uuid NOT NULL REFERENCES state_portal_batches (id),
        attempt integer NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        outcome text NOT NULL CHECK (outcome IN ('acknowledged', 'part_failed', 'rejected', 'error')),
        error text,
        acknowledgement_id text,
        PRIMARY KEY (batch_id, attempt)
      );`,
  },
  {
    id: 'statePortal-002-sandbox',
    sql: `
      -- The sandbox receiver's own store: what the stand-in portal accepted, once per key.
      CREATE TABLE state_portal_sandbox_records (
        key text PRIMARY KEY,
        acknowledgement_id text NOT NULL,
        batch_id text NOT NULL,
        amount_paise bigint NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      );
      -- Faults the sandbox was told to produce (tests): fail the next N batches, or refuse a receipt.
      CREATE TABLE state_portal_sandbox_faults (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('unavailable', 'reject')),
        receipt_number text,
        remaining integer NOT NULL,
        message text NOT NULL
      );`,
  },
];
