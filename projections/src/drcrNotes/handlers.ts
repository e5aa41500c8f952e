// Pure: a note event in, its row out. Replays are harmless: a note's row is written once.
import { indiaDate, type LedgerEvent, type RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import type { DrcrNoteTable } from './tables';

export const DRCR_NOTE_EVENT_TYPES = [
  'DebitNoteIssued',
  'CreditNoteIssued',
] as const satisfies readonly LedgerEvent['type'][];

type NoteData = Extract<LedgerEvent, { type: 'DebitNoteIssued' }>['data'];

export function applyDrcrNoteEvent(event: RecordedEvent, t: TableNames<DrcrNoteTable>): SqlStatement[] {
  if (event.type !== 'DebitNoteIssued' && event.type !== 'CreditNoteIssued') return [];
  const d = event.data as NoteData;
  const by = typeof event.metadata.userId === 'string' ? event.metadata.userId : null;
  return [
    {
      text: `INSERT INTO ${t.drcr_notes} (note_id, debit_credit_no, kind, property_unique_id, financial_year,
               house_paise, water_paise, sewer_paise, reason, receipt_number, issued_at, issued_on, issued_by, revision)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz, $12::date, $13, $14)
             ON CONFLICT (note_id) DO NOTHING`,
      values: [
        d.noteId,
        d.debitCreditNo,
        event.type === 'DebitNoteIssued' ? 'debit' : 'credit',
        d.propertyUniqueId,
        d.financialYear,
        d.housePaise,
        d.waterPaise,
        d.sewerPaise,
        d.reason,
        d.receiptNumber ?? null,
        d.issuedAt,
        indiaDate(d.issuedAt),
        by,
        event.revision,
      ],
    },
  ];
}
