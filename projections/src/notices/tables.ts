import type { TableNames } from '../projection';

export type NoticeTable = 'notices';
export const NOTICE_TABLES: readonly NoticeTable[] = ['notices'];

// The notices issued (GET properties/notices): one row per NoticeIssued, with what it demanded, where
// the property was when it was served, and the job that issued it. Written once; a replay adds nothing.
export function createNoticeTables(t: TableNames<NoticeTable>): string {
  return `
    CREATE TABLE ${t.notices} (
      notice_id text PRIMARY KEY,
      notice_number text NOT NULL,
      notice_type text NOT NULL CHECK (notice_type IN ('demand', 'recovery')),
      property_unique_id text NOT NULL,
      financial_year text NOT NULL,
      job_id text NOT NULL,
      language text NOT NULL,
      issued_at timestamptz NOT NULL,
      notice_date date NOT NULL,
      pay_by date NOT NULL,
      zone_id text,
      ward_id text,
      mohalla_id text,
      arrears_paise bigint NOT NULL,
      interest_paise bigint NOT NULL,
      current_paise bigint NOT NULL,
      rebate_paise bigint NOT NULL,
      total_paise bigint NOT NULL,
      issued_by text,
      revision integer NOT NULL
    );
    CREATE UNIQUE INDEX ${t.notices}_number ON ${t.notices} (notice_number);
    CREATE INDEX ${t.notices}_issued ON ${t.notices} (issued_at DESC, notice_number DESC);
    CREATE INDEX ${t.notices}_property ON ${t.notices} (property_unique_id);
    CREATE INDEX ${t.notices}_job ON ${t.notices} (job_id, notice_number);
    CREATE INDEX ${t.notices}_ward ON ${t.notices} (ward_id, issued_at DESC);`;
}
