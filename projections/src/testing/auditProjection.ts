// A projection for tests of the runner itself. Its handler is deliberately NOT idempotent (it counts
// how many times each event was applied), so an event applied twice shows up as applications = 2.
import type { Projection } from '../projection';

export interface AuditOptions {
  version?: number;
  /** Per event, so a batch takes a while and a kill lands inside its transaction. */
  slowMs?: number;
  /** The event at this position fails its batch once (through a sequence, which rollback does not undo). */
  failOnceAtPosition?: number;
}

export const AUDIT_FAIL_SEQUENCE = 'audit_fail_once';

export function auditProjection(options: AuditOptions = {}): Projection<'audit_applied'> {
  const version = options.version ?? 1;
  return {
    name: 'audit',
    version,
    tables: ['audit_applied'],
    handles: ['OfficialRegistered', 'OperatorRegistered', 'StaffPasswordChanged'],
    createSql: (t) => `
      CREATE TABLE ${t.audit_applied} (
        event_id text PRIMARY KEY,
        position bigint NOT NULL,
        stream text NOT NULL,
        type text NOT NULL,
        applications integer NOT NULL,
        built_by_version integer NOT NULL
      );
      CREATE SEQUENCE IF NOT EXISTS ${AUDIT_FAIL_SEQUENCE};`,
    apply: (event, t) => [
      ...(options.slowMs ? [{ text: 'SELECT pg_sleep($1)', values: [options.slowMs / 1000] }] : []),
      ...(event.position === options.failOnceAtPosition
        ? [{ text: `SELECT 1 / (nextval('${AUDIT_FAIL_SEQUENCE}') - 1)::int`, values: [] }]
        : []),
      {
        text: `INSERT INTO ${t.audit_applied} AS a (event_id, position, stream, type, applications, built_by_version)
               VALUES ($1, $2, $3, $4, 1, $5)
               ON CONFLICT (event_id) DO UPDATE SET applications = a.applications + 1`,
        values: [event.id, event.position, event.stream, event.type, version],
      },
    ],
  };
}
