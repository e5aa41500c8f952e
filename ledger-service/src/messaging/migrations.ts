import type { Migration } from '../db/migrate';

// Messages to citizens (payment links, receipts) are written in the same transaction as the change
// that causes them and sent afterwards by the dispatcher: none is lost, none is sent for a rollback.
export const messagingMigrations: Migration[] = [
  {
    id: 'messaging-001-outbox',
    sql: `
      CREATE TABLE message_outbox (
        id uuid PRIMARY KEY,
        channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
        recipient text NOT NULL,
        template text NOT NULL,
        body text NOT NULL,
        reference text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'logged')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        provider_id text,
        -- when a dispatcher may (re)try: after the backoff, or once the lease of a crashed one ran out
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX message_outbox_due ON message_outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX message_outbox_created ON message_outbox (created_at DESC);
      CREATE INDEX message_outbox_reference ON message_outbox (reference);`,
  },
];
