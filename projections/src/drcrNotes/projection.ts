import type { Projection } from '../projection';
import { applyDrcrNoteEvent, DRCR_NOTE_EVENT_TYPES } from './handlers';
import { createDrcrNoteTables, DRCR_NOTE_TABLES, type DrcrNoteTable } from './tables';

export const drcrNotesProjection: Projection<DrcrNoteTable> = {
  name: 'drcr_notes',
  version: 1,
  tables: DRCR_NOTE_TABLES,
  handles: DRCR_NOTE_EVENT_TYPES,
  createSql: createDrcrNoteTables,
  apply: applyDrcrNoteEvent,
};
