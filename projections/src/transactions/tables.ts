// The transactions read model: one row per payment and property it was on. A payment has its row on
// the property it was made for (`origin`); a shift adds a row on each property it was moved to.
// Columns from `payment-<txnId>` and from `property-<id>` are guarded by their own stream's revision,
// so events of the two streams may arrive in either order and a replay changes nothing.
// `transaction_places` keeps each property's zone, ward, mohalla and owner so rows carry them (lists
// filter and sort on the row's own indexes, never through a join over a million properties).
import type { TableNames } from '../projection';

export type TransactionTable = 'transactions' | 'transaction_places';

/** What the lists call the status, from the two streams: a shift or a reversal on the ledger wins. */
const STATUS = `CASE
    WHEN ledger_state = 'shiftedOut' THEN 'shifted'
    WHEN payment_status IS NOT NULL THEN payment_status
    WHEN ledger_state = 'reversed' THEN coalesce(reversal_reason, 'cancelled')
    WHEN ledger_state = 'received' THEN 'success'
    ELSE 'initiated' END`;

/** The tax heads whose paid amounts each row keeps beside its lines (the register's totals sum them). */
export const TRANSACTION_HEADS = ['house', 'water', 'sewer'] as const;

export function createTransactionTables(t: TableNames<TransactionTable>): string {
  const headPaise = `${t.transactions}_head_paise`;
  return `
    -- What the lines put on one tax head; immutable, so a stored column can keep it.
    CREATE FUNCTION ${headPaise}(lines jsonb, head text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $fn$
      SELECT coalesce(sum((l->>'amountPaise')::bigint), 0)::bigint
        FROM jsonb_array_elements(coalesce(lines, '[]'::jsonb)) l WHERE l->>'head' = head
    $fn$;
    CREATE TABLE ${t.transactions} (
      txn_id text NOT NULL,
      property_unique_id text NOT NULL,
      -- The property the payment was made for (a shift's target rows are not).
      origin boolean NOT NULL DEFAULT false,
      zone_id text,
      ward_id text,
      mohalla_id text,
      owner_name text,
      mode text,
      gateway text,
      gateway_txn_id text,
      -- initiated / pending / success / failed / rejected / cancelled (payments/payment.ts).
      payment_status text,
      -- received / reversed / shiftedOut: where the money stands on this property's ledger.
      ledger_state text,
      reversal_reason text,
      status text GENERATED ALWAYS AS (${STATUS}) STORED,
      needs_approval boolean NOT NULL DEFAULT false,
      amount_paise bigint NOT NULL DEFAULT 0,
      rebate_paise bigint NOT NULL DEFAULT 0,
      interest_paise bigint NOT NULL DEFAULT 0,
      arrears_paise bigint NOT NULL DEFAULT 0,
      current_paise bigint NOT NULL DEFAULT 0,
      advance_paise bigint NOT NULL DEFAULT 0,
      -- Paid towards fees (a mutation's), outside the taxes.
      fee_paise bigint NOT NULL DEFAULT 0,
      lines jsonb,
      ${TRANSACTION_HEADS.map((head) => `${head}_paise bigint GENERATED ALWAYS AS (${headPaise}(lines, '${head}')) STORED`).join(',\n      ')},
      receipt_number text,
      payer_name text,
      -- Masked when stored: the read model never needs the whole number.
      payer_mobile text,
      instrument jsonb,
      proof_file_id text,
      financial_year text,
      created_at timestamptz,
      paid_at timestamptz,
      approved_at timestamptz,
      rejected_at timestamptz,
      cancelled_at timestamptz,
      reversed_at timestamptz,
      remarks text,
      shifted_to text,
      shifted_from text,
      shift_requested_by text,
      collected_by text,
      -- The day lists and summaries file a payment under: when it was paid, else when it began.
      activity_at timestamptz GENERATED ALWAYS AS (coalesce(paid_at, created_at, 'epoch'::timestamptz)) STORED,
      payment_revision integer NOT NULL DEFAULT -1,
      ledger_revision integer NOT NULL DEFAULT -1,
      PRIMARY KEY (txn_id, property_unique_id)
    );
    -- Lists page newest first, alone or within a zone, ward or mohalla; exports page by the same key.
    CREATE INDEX ${t.transactions}_activity ON ${t.transactions} (activity_at DESC, txn_id DESC, property_unique_id DESC);
    CREATE INDEX ${t.transactions}_zone ON ${t.transactions} (zone_id, activity_at DESC);
    CREATE INDEX ${t.transactions}_ward ON ${t.transactions} (ward_id, activity_at DESC);
    CREATE INDEX ${t.transactions}_mohalla ON ${t.transactions} (mohalla_id, activity_at DESC);
    CREATE INDEX ${t.transactions}_property ON ${t.transactions} (property_unique_id, activity_at DESC);
    CREATE INDEX ${t.transactions}_receipt ON ${t.transactions} (receipt_number) WHERE receipt_number IS NOT NULL;
    CREATE INDEX ${t.transactions}_mode ON ${t.transactions} (mode, activity_at DESC);
    CREATE INDEX ${t.transactions}_status ON ${t.transactions} (status, activity_at DESC);
    CREATE INDEX ${t.transactions}_year ON ${t.transactions} (financial_year, activity_at DESC);
    -- The sweeps: payments that count but are not on a ledger, shifts under way, and payments
    -- rejected or cancelled whose money may still stand on a ledger.
    CREATE INDEX ${t.transactions}_unposted ON ${t.transactions} (activity_at)
      WHERE origin AND ledger_state IS NULL AND payment_status IN ('success', 'pending');
    CREATE INDEX ${t.transactions}_shifting ON ${t.transactions} (txn_id) WHERE ledger_state = 'shiftedOut';
    CREATE INDEX ${t.transactions}_taken_back ON ${t.transactions} (txn_id)
      WHERE origin AND payment_status IN ('rejected', 'cancelled');
    CREATE TABLE ${t.transaction_places} (
      property_unique_id text PRIMARY KEY,
      zone_id text,
      ward_id text,
      mohalla_id text,
      owner_name text,
      revision integer NOT NULL
    );`;
}
