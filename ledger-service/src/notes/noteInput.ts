// What the notes calls accept: the body of a new debit / credit note (taxes in rupees, the spec's
// messages) and the filters of the notes list.
import {
  FINANCIAL_YEAR_MESSAGE,
  isFinancialYear,
  isNoteKind,
  NOTE_MESSAGES as NOTE_FIELD_MESSAGES,
} from '@ptax/contracts';
import type { DrcrNoteFilters } from '@ptax/projections';
import { badRequest } from '../http/errors';

export { drcrNoteSchema, type DrcrNoteInput } from '@ptax/contracts';

export const NOTE_MESSAGES = {
  ...NOTE_FIELD_MESSAGES,
  date: 'Dates must be written like 2026-04-30',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The list's filters from the query; a malformed one is refused rather than ignored. */
export function noteFiltersOf(fields: Record<string, unknown>): DrcrNoteFilters {
  const errors: Record<string, string> = {};
  const kind = text(fields.kind);
  if (kind !== undefined && !isNoteKind(kind)) errors.kind = NOTE_MESSAGES.kind;
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
