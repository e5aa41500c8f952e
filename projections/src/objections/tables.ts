import type { TableNames } from '../projection';

export type ObjectionTable = 'objections';
export const OBJECTION_TABLES: readonly ObjectionTable[] = ['objections'];

// The objections (GET objection and its siblings, POST objection/status): one row per objection,
// written when it is uploaded and updated once when it is rejected or resolved. Where the property
// is (owner, zone, ward, mohalla) is read from `properties` when listing, as the notes do.
export function createObjectionTables(t: TableNames<ObjectionTable>): string {
  return `
    CREATE TABLE ${t.objections} (
      objection_id text PRIMARY KEY,
      property_unique_id text NOT NULL,
      uploader_type text NOT NULL,
      uploaded_by text,
      description text NOT NULL,
      -- [{ "id": stored file key, "name": file name }]
      documents jsonb NOT NULL,
      -- The day the citizen raised it, in India.
      objection_on date NOT NULL,
      uploaded_at timestamptz NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'rejected', 'resolved')),
      rejection_reason text,
      rejected_at timestamptz,
      resolution_remarks text,
      resolved_at timestamptz,
      -- The calendar day in India of resolved_at, for the resolved range.
      resolved_on date,
      reassessed boolean NOT NULL DEFAULT false,
      -- A resolution decided whose correction is not yet all recorded (the process worker's list).
      unfinished_since timestamptz,
      revision integer NOT NULL
    );
    CREATE INDEX ${t.objections}_uploaded ON ${t.objections} (uploaded_at DESC, objection_id DESC);
    CREATE INDEX ${t.objections}_resolved ON ${t.objections} (resolved_at DESC, objection_id DESC)
      WHERE status = 'resolved';
    CREATE INDEX ${t.objections}_property ON ${t.objections} (property_unique_id);
    CREATE INDEX ${t.objections}_number ON ${t.objections} (upper(objection_id));
    CREATE INDEX ${t.objections}_uploader ON ${t.objections} (uploaded_by);
    CREATE INDEX ${t.objections}_unfinished ON ${t.objections} (unfinished_since)
      WHERE unfinished_since IS NOT NULL;`;
}
