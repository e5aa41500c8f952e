import {
  optionalText,
  propertyDeleteSchema,
  propertyUniqueId,
  requiredFinancialYear,
  requiredText,
  taxAmount,
} from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';
import { withoutBlanks } from '../payments/submit';

// A debit or credit note (POST drcrNotes): a year's demand raised or lowered per tax, in rupees, with
// a reason of at least 5 characters (the spec's reason rule, as on a property delete).

export const NOTE_KINDS = ['debit', 'credit'] as const;
export const NOTE_KIND_CHOICES = [
  { id: 'debit', name: 'Debit note' },
  { id: 'credit', name: 'Credit note' },
];

const noteKind = requiredText('Note type is required').refine(
  (value) => value === '' || (NOTE_KINDS as readonly string[]).includes(value),
  'Note type must be debit or credit',
);

export const noteSchema = propertyDeleteSchema.pick({ reason: true }).extend({
  propertyUniqueId: propertyUniqueId(),
  kind: noteKind,
  financialYear: requiredFinancialYear('Financial year is required'),
  houseTax: taxAmount('House tax'),
  waterTax: taxAmount('Water tax'),
  sewerTax: taxAmount('Sewer tax'),
  receiptNumber: optionalText(),
});

export const validateNote = validateWith(noteSchema);

/** The body of POST drcrNotes: the checked values, taxes as rupee numbers. */
export const notePayload = (values: Record<string, unknown>) => withoutBlanks(noteSchema.parse(values));

export const NOTE_DEFAULTS = { houseTax: '0', waterTax: '0', sewerTax: '0' };
