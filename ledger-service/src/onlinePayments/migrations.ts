import type { Migration } from '../db/migrate';

export const onlinePaymentMigrations: Migration[] = [
  {
    id: 'onlinePayments-001-gateway-answers',
    sql: `
      -- Every answer a gateway gives about a payment (browser return, webhook, status query) and what
      -- we made of it: the audit trail of forged, tampered and mismatched callbacks. No hash, no
      -- signature and no payer details: only what is needed to follow a complaint up.
      CREATE TABLE gateway_callback_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        gateway text NOT NULL,
        source text NOT NULL CHECK (source IN ('browser', 'webhook', 'query')),
        txn_id text,
        outcome text NOT NULL CHECK (outcome IN ('success', 'failure', 'duplicate', 'pending', 'refused')),
        reason text,
        remote_address text
      );
      CREATE INDEX gateway_callback_log_txn ON gateway_callback_log (txn_id, at);
      CREATE INDEX gateway_callback_log_refused ON gateway_callback_log (at DESC) WHERE outcome = 'refused';

      -- When the sweep last asked a gateway about a payment: it asks the least recently asked first
      -- and less often as a payment ages, so a backlog of open payment links cannot starve new ones.
      CREATE TABLE gateway_status_checks (
        txn_id text PRIMARY KEY,
        last_checked_at timestamptz NOT NULL,
        checks integer NOT NULL DEFAULT 1
      );`,
  },
];
