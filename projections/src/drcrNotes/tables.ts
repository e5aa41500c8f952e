import type { TableNames } from '../projection';

export type DrcrNoteTable = 'drcr_notes';
export const DRCR_NOTE_TABLES: readonly DrcrNoteTable[] = ['drcr_notes'];

// The debit and credit notes of every property (GET drcrNotes). A note is written once and never
// changes. Where the property is (zone, ward, mohalla) is read from `properties` when listing, so a
// note follows its property when the property moves ward.
export function createDrcrNoteTables(t: TableNames<DrcrNoteTable>): string {
  return `
    CREATE TABLE ${t.drcr_notes} (
      note_id text PRIMARY KEY,
      debit_credit_no text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('debit', 'credit')),
      property_unique_id text NOT NULL,
      financial_year text NOT NULL,
      house_paise bigint NOT NULL,
      water_paise bigint NOT NULL,
      sewer_paise bigint NOT NULL,
      total_paise bigint GENERATED ALWAYS AS (house_paise + water_paise + sewer_paise) STORED,
      reason text NOT NULL,
      receipt_number text,
      issued_at timestamptz NOT NULL,
      -- The calendar day in India, for the date filters.
      issued_on date NOT NULL,
      issued_by text,
      revision integer NOT NULL
    );
    CREATE INDEX ${t.drcr_notes}_issued ON ${t.drcr_notes} (issued_at DESC, note_id DESC);
    CREATE INDEX ${t.drcr_notes}_property ON ${t.drcr_notes} (property_unique_id);
    CREATE INDEX ${t.drcr_notes}_number ON ${t.drcr_notes} (upper(debit_credit_no));
    CREATE INDEX ${t.drcr_notes}_year ON ${t.drcr_notes} (financial_year);`;
}
