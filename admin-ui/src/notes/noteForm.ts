import { drcrNoteSchema } from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';
import { withoutBlanks } from '../payments/submit';

// A debit or credit note (POST drcrNotes), checked with the server's own schema from contracts.

export const NOTE_KIND_CHOICES = [
  { id: 'debit', name: 'Debit note' },
  { id: 'credit', name: 'Credit note' },
];

export const noteSchema = drcrNoteSchema;

export const validateNote = validateWith(noteSchema);

/** The body of POST drcrNotes: the checked values, taxes as rupee numbers. */
export const notePayload = (values: Record<string, unknown>) => withoutBlanks(noteSchema.parse(values));

export const NOTE_DEFAULTS = { houseTax: '0', waterTax: '0', sewerTax: '0' };
