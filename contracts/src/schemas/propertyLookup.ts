import { z } from 'zod';
import { HOUSE_CATEGORIES } from '../constants';
import { INDIAN_MOBILE_PATTERN, MOBILE_MESSAGES, mobile, optionalNumber, requiredText } from './common';
import { propertyUniqueId } from './propertyId';

/** SPEC section 5, property lookup form: every field is required. */
export const propertyLookupSchema = z.object({
  mobileNumber: mobile(MOBILE_MESSAGES.notValid, 'Mobile number is required'),
  propertyUniqueId: propertyUniqueId(),
  ownerName: requiredText('Owner name is required'),
  fatherHusbandName: requiredText('Father / husband name is required'),
  houseNumber: requiredText('House number is required'),
});
export type PropertyLookupInput = z.infer<typeof propertyLookupSchema>;

// The filters of the property lists and searches (SPEC section 7): in the body of the POST lists,
// in the query of the GET ones. Search boxes are trimmed rather than refused for outer spaces.

export const DATE_FILTER_MESSAGE = 'Date must be written like 2026-11-22';
export const MATCHING_STATUS_MESSAGE = 'Matching status must be matched or unmatched';

/** 10 digits from an Indian mobile number written with +91 or 0 in front, or null when it is not one. */
export function normalizeMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return INDIAN_MOBILE_PATTERN.test(digits) ? digits.slice(-10) : null;
}

/** A search box or filter: trimmed, blank as absent. */
export const searchText = () =>
  z.preprocess(
    (v) =>
      typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() || undefined : (v ?? undefined),
    z.string({ error: 'Must be text' }).max(200, 'Search text can be at most 200 characters').optional(),
  );

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
/** A year-month-day filter (startDate, endDate and the like). */
export const dateFilter = () => searchText().refine((v) => v === undefined || isDate(v), DATE_FILTER_MESSAGE);
/** A day that exists: dateFilter alone lets '2026-02-30' through (Date.parse rolls it over to March). */
export const calendarDate = () =>
  dateFilter().refine(
    // zod runs this check after dateFilter's failed one too: only a well-formed date reaches toISOString.
    (v) => v === undefined || !isDate(v) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v,
    DATE_FILTER_MESSAGE,
  );
const wholeNumber = (label: string) => optionalNumber(label, (n) => n.int(`${label} must be a whole number`));

export const propertyListFiltersSchema = z.object({
  zoneId: searchText(),
  wardId: searchText(),
  mohallaId: searchText(),
  houseCategory: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(HOUSE_CATEGORIES, { error: 'House category must be residential or nonresidential' }).optional(),
  ),
  category: wholeNumber('Category'),
  subCategory: wholeNumber('Sub-category'),
  matchingStatus: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(['matched', 'unmatched'], { error: MATCHING_STATUS_MESSAGE }).optional(),
  ),
  startDate: dateFilter(),
  endDate: dateFilter(),
  propertyUniqueId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    propertyUniqueId().optional(),
  ),
  ownerName: searchText(),
  fatherHusbandName: searchText(),
  mobileNumber: searchText()
    .refine((v) => v === undefined || normalizeMobile(v) !== null, MOBILE_MESSAGES.notValid)
    .transform((v) => (v === undefined ? undefined : (normalizeMobile(v) as string))),
  houseNumber: searchText(),
  /** Any part of the address; `propertyAddress` is taken as the same. */
  address: searchText(),
});
export type PropertyListFilters = z.infer<typeof propertyListFiltersSchema>;
