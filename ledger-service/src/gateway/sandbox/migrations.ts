import type { Migration } from '../../db/migrate';

// The sandbox gateway's own books: what a real gateway keeps on its side. Not part of the ledger.
export const sandboxGatewayMigrations: Migration[] = [
  {
    id: 'gateway-001-sandbox-payments',
    sql: `
      CREATE TABLE sandbox_gateway_payments (
        scheme text NOT NULL CHECK (scheme IN ('payu', 'snn')),
        txn_id text NOT NULL,
        gateway_txn_id text NOT NULL UNIQUE,
        amount_paise bigint NOT NULL CHECK (amount_paise > 0),
        -- the checkout fields as posted (signature left out): the answer echoes them back
        request jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failure', 'cancelled')),
        created_at timestamptz NOT NULL,
        completed_at timestamptz,
        PRIMARY KEY (scheme, txn_id)
      );
      CREATE INDEX sandbox_gateway_payments_settled ON sandbox_gateway_payments (scheme, completed_at)
        WHERE status = 'success';`,
  },
];
