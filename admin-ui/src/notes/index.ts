// Debit / credit notes (route debitCreditNote): the list with filters and export, and a new note.
export { default as NoteList } from './NoteList';
export { NoteCreate } from './NoteCreate';
