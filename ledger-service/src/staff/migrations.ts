import type { Migration } from '../db/migrate';

// Credentials and login attempts are operational state, not history: they stay out of the event log.
export const staffMigrations: Migration[] = [
  {
    id: 'staff-001-credentials',
    sql: `
      CREATE TABLE staff_credentials (
        kind text NOT NULL CHECK (kind IN ('official', 'operator')),
        email text NOT NULL,
        password_hash text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, email)
      );
      CREATE TABLE login_attempts (
        id bigserial PRIMARY KEY,
        account text NOT NULL,
        client_ip text NOT NULL,
        attempted_at timestamptz NOT NULL
      );
      CREATE INDEX login_attempts_account ON login_attempts (account, attempted_at);
      CREATE INDEX login_attempts_ip ON login_attempts (client_ip, attempted_at);`,
  },
  {
    // Sessions issued before this moment (ms) are over: a password change or reset moves it (sessions.ts).
    id: 'staff-002-sessions-from',
    sql: `ALTER TABLE staff_credentials ADD COLUMN sessions_from_ms bigint NOT NULL DEFAULT 0;`,
  },
];
