export { drcrNotesProjection } from './projection';
export { applyDrcrNoteEvent, DRCR_NOTE_EVENT_TYPES } from './handlers';
export { createDrcrNoteTables, type DrcrNoteTable } from './tables';
export { drcrNoteBatches, listDrcrNotes, type DrcrNoteFilters, type DrcrNoteRow } from './queries';
