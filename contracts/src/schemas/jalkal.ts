import { z } from 'zod';
import { REASON_MIN_LENGTH } from '../constants';
import type { WaterSewerChanges, WaterSewerTax } from '../events/jalkalEdit';
import { dueDateOf, financialYearOfDate } from '../ledger/dates';
import { optionalBoolean, optionalText, requiredText } from './common';
import { optionalPropertyUniqueId, propertyUniqueId } from './propertyId';
import { DATE_FILTER_MESSAGE, dateFilter, searchText } from './propertyLookup';

// Jalkal edit requests (SPEC sections 3, 4 and 7; DOMAIN.md "Jalkal edit requests"): any staff member
// asks to change a property's water and sewer facts; a jalkal official approves or rejects it.

/** The facts a request may change, in the order the forms show them. */
export const JALKAL_FIELDS = [
  'waterTaxApplicable',
  'sewerageConnectionAvailable',
  'sourceOfWater',
  'waterConnectionNumber',
] as const satisfies readonly (keyof WaterSewerChanges)[];
export type JalkalField = (typeof JALKAL_FIELDS)[number];

/** Where a request stands; 'archived' lists those decided in an earlier financial year. */
export const JALKAL_STATES = ['pending', 'approved', 'rejected', 'archived'] as const;
export type JalkalState = (typeof JALKAL_STATES)[number];

export const JALKAL_MESSAGES = {
  nothingToChange: 'Choose at least one water or sewer detail to change',
  reasonRequired: 'Reason is required',
  reasonShort: `Reason must be at least ${REASON_MIN_LENGTH} characters`,
  effectiveDateRequired: 'Effective date is required',
  effectiveDatePast: 'Effective date can not be in the past',
  effectiveDateNextYear: 'Effective date must be within the current financial year',
  evidenceRequired: 'Upload at least one document as evidence',
  sameAsNow: 'The property already has these water and sewer details',
  pendingExists: 'A water and sewer request for this property is already pending',
  notFound: 'Jalkal request not found',
  alreadyApproved: 'This request has already been approved',
  alreadyRejected: 'This request has already been rejected',
  notYourUserId: 'User ID must be your own',
  propertyGone: 'The property of this request has been deleted',
} as const;

/** 'YYYY-MM-DD' naming a day that exists ('2026-02-30' does not). */
const isCalendarDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

const whole = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));

/**
 * POST jalkal (multipart; the evidence comes as files named `documents`). `today` is the day in India:
 * the effective date runs from today to the end of its financial year, so the year re-assessed on
 * approval is the one the change belongs to.
 */
export function jalkalRequestSchema(today: string) {
  const lastDay = dueDateOf(financialYearOfDate(today));
  return z
    .object({
      propertyUniqueId: propertyUniqueId(),
      waterTaxApplicable: optionalBoolean(),
      sewerageConnectionAvailable: optionalBoolean(),
      sourceOfWater: z.preprocess(whole, optionalText()),
      waterConnectionNumber: z.preprocess(whole, optionalText()),
      reason: requiredText(JALKAL_MESSAGES.reasonRequired).min(
        REASON_MIN_LENGTH,
        JALKAL_MESSAGES.reasonShort,
      ),
      effectiveDate: z.preprocess(
        (v) => whole(v) ?? null,
        z.string({ error: JALKAL_MESSAGES.effectiveDateRequired }).superRefine((v, ctx) => {
          const message = !isCalendarDay(v)
            ? DATE_FILTER_MESSAGE
            : v < today
              ? JALKAL_MESSAGES.effectiveDatePast
              : v > lastDay
                ? JALKAL_MESSAGES.effectiveDateNextYear
                : null;
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      ),
    })
    .refine((v) => JALKAL_FIELDS.some((field) => v[field] !== undefined && v[field] !== null), {
      message: JALKAL_MESSAGES.nothingToChange,
      path: ['waterTaxApplicable'],
    });
}
export type JalkalRequestInput = z.infer<ReturnType<typeof jalkalRequestSchema>>;

/** SPEC section 3: PATCH jalkal/approve/{id} and jalkal/reject/{id}. */
export const jalkalDecisionSchema = z.object({
  userId: requiredText('User ID is required'),
  comment: requiredText('Comment is required'),
});
export type JalkalDecisionInput = z.infer<typeof jalkalDecisionSchema>;

/** POST jalkal/pending, approved, rejected (filters in the body) and GET jalkal/archived (in the query). */
export const jalkalListFiltersSchema = z.object({
  zoneId: searchText(),
  wardId: searchText(),
  mohallaId: searchText(),
  propertyUniqueId: z.preprocess(whole, optionalPropertyUniqueId()),
  /** Raised (pending) or decided (the others) between these days, inclusive. */
  startDate: dateFilter(),
  endDate: dateFilter(),
});
export type JalkalListFilters = z.infer<typeof jalkalListFiltersSchema>;
export { DATE_FILTER_MESSAGE };

/** A stored evidence document: a signed, expiring link (GET api/files/...). */
export interface JalkalDocument {
  id: string;
  name: string;
  url: string;
}

/** A request as the jalkal calls answer it. Money is paise. */
export interface JalkalEditRow {
  /** The request number, as jalkalEditId. */
  id: string;
  /** JAL-2026-27-000001. */
  jalkalEditId: string;
  propertyUniqueId: string;
  ownerName: string | null;
  zoneId: string | null;
  zoneName: string | null;
  wardId: string | null;
  mohallaId: string | null;
  mohallaName: string | null;
  changes: WaterSewerChanges;
  previous: WaterSewerChanges;
  reason: string;
  /** YYYY-MM-DD. */
  effectiveDate: string;
  documents: JalkalDocument[];
  requestedBy: string | null;
  requestedAt: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Decided in an earlier financial year than today's. */
  archived: boolean;
  decidedBy: string | null;
  comment: string | null;
  decidedAt: string | null;
  /** The year whose water and sewer tax the request changes. */
  financialYear: string;
  /** That year's tax now (pending) or when approved; null: not assessed. */
  taxBefore: WaterSewerTax | null;
  /** After approval; for a pending request what approving it would give (taxAfterEstimated). */
  taxAfter: WaterSewerTax | null;
  taxAfterEstimated: boolean;
  /** Approved and carried out on the property and its ledger. */
  completed: boolean;
}

/** GET jalkal/summary: the requests in each state, for the filters in force. */
export type JalkalSummary = Record<JalkalState, number>;

/** GET jalkal/zoneWise: the year's water and sewer demand and collection of each zone, in paise. */
export interface JalkalZoneTotals {
  zoneId: string;
  zoneName: string;
  properties: number;
  waterDemandPaise: number;
  waterCollectedPaise: number;
  sewerDemandPaise: number;
  sewerCollectedPaise: number;
}
