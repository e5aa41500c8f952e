// What the notes calls accept: the body of a new debit / credit note (taxes in rupees, the spec's
// messages) and the filters of the notes list.
import {
  FINANCIAL_YEAR_MESSAGE,
  isFinancialYear,
  optionalText,
  propertyDeleteSchema,
  propertyUniqueId,
  requiredFinancialYear,
  requiredText,
  taxAmount,
} from '@ptax/contracts';
import type { DrcrNoteFilters } from '@ptax/projections';
import { z } from 'zod';
import { badRequest } from '../http/errors';

export const NOTE_MESSAGES = {
  kindRequired: 'Note type is required',
  kind: 'Note type must be debit or credit',
  date: 'Dates must be written like 2026-04-30',
} as const;

const KINDS = ['debit', 'credit'] as const;
const isKind = (value: string): value is (typeof KINDS)[number] =>
  (KINDS as readonly string[]).includes(value);

/** POST drcrNotes. The reason follows the spec's rule for reasons (at least 5 characters). */
export const drcrNoteSchema = z.object({
  propertyUniqueId: propertyUniqueId(),
  kind: requiredText(NOTE_MESSAGES.kindRequired).refine((v) => v === '' || isKind(v), NOTE_MESSAGES.kind),
  financialYear: requiredFinancialYear('Financial year is required'),
  houseTax: taxAmount('House tax'),
  waterTax: taxAmount('Water tax'),
  sewerTax: taxAmount('Sewer tax'),
  reason: propertyDeleteSchema.shape.reason,
  receiptNumber: optionalText(),
});
export type DrcrNoteInput = z.infer<typeof drcrNoteSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The list's filters from the query; a malformed one is refused rather than ignored. */
export function noteFiltersOf(fields: Record<string, unknown>): DrcrNoteFilters {
  const errors: Record<string, string> = {};
  const kind = text(fields.kind);
  if (kind !== undefined && !isKind(kind)) errors.kind = NOTE_MESSAGES.kind;
  const financialYear = text(fields.financialYear);
  if (financialYear !== undefined && !isFinancialYear(financialYear))
    errors.financialYear = FINANCIAL_YEAR_MESSAGE;
  for (const key of ['startDate', 'endDate']) {
    const day = text(fields[key]);
    if (day !== undefined && !(DAY.test(day) && !Number.isNaN(Date.parse(day))))
      errors[key] = NOTE_MESSAGES.date;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return {
    debitCreditNo: text(fields.debitCreditNo),
    propertyUniqueId: text(fields.propertyUniqueId),
    kind: kind as DrcrNoteFilters['kind'],
    financialYear,
    zoneId: text(fields.zoneId),
    wardId: text(fields.wardId),
    mohallaId: text(fields.mohallaId),
    startDate: text(fields.startDate),
    endDate: text(fields.endDate),
  };
}
