import { z } from 'zod';
import { optionalText, requiredFinancialYear, requiredText } from './common';
import { taxAmount } from './arrears';
import { propertyDeleteSchema } from './propertyDelete';
import { propertyUniqueId } from './propertyId';

// A debit or credit note (POST drcrNotes): a year's demand raised or lowered per tax, in rupees, with
// a reason of at least 5 characters (the spec's rule for reasons, as on a property delete).

export const NOTE_KINDS = ['debit', 'credit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
export const isNoteKind = (value: string): value is NoteKind =>
  (NOTE_KINDS as readonly string[]).includes(value);

export const NOTE_MESSAGES = {
  kindRequired: 'Note type is required',
  kind: 'Note type must be debit or credit',
} as const;

export const drcrNoteSchema = z.object({
  propertyUniqueId: propertyUniqueId(),
  kind: requiredText(NOTE_MESSAGES.kindRequired).refine((v) => v === '' || isNoteKind(v), NOTE_MESSAGES.kind),
  financialYear: requiredFinancialYear('Financial year is required'),
  houseTax: taxAmount('House tax'),
  waterTax: taxAmount('Water tax'),
  sewerTax: taxAmount('Sewer tax'),
  reason: propertyDeleteSchema.shape.reason,
  receiptNumber: optionalText(),
});
export type DrcrNoteInput = z.infer<typeof drcrNoteSchema>;
