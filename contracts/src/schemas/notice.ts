import { z } from 'zod';
import { DEFAULT_MIN_AMOUNT } from '../constants';
import { NOTICE_LANGUAGES, NOTICE_TYPES } from '../events/notice';
import { hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE, optionalNumber } from './numbers';
import { optionalPropertyUniqueId } from './propertyId';
import { calendarDate, searchText } from './propertyLookup';

// Notices (DOMAIN.md "Notices"): POST properties/generateBulkNotice starts a background job over a
// place (zone, ward, mohalla, minimum dues) or an uploaded sheet of property IDs; the issued notices
// are listed with their numbers.

/**
 * What a notice says by default. A city changes them here; each job records the values it used, so
 * a notice never changes afterwards.
 */
export const NOTICE_DEFAULTS = {
  /** DOMAIN.md: pay-by 15 days after issue. */
  payWithinDays: 15,
  /** Recovery notices go to defaulters: dues of at least the defaulters list's minAmount (rupees). */
  recoveryMinimumDuesRupees: DEFAULT_MIN_AMOUNT,
  /** The section a recovery notice is served under (notice of demand after an unpaid bill). */
  recoverySection: {
    en: 'Section 505 of the Uttar Pradesh Municipal Corporation Act, 1959',
    hi: 'उत्तर प्रदेश नगर निगम अधिनियम, 1959 की धारा 505',
  },
  /** At most this many notices (and pages) in one PDF part. */
  noticesPerPart: 100,
} as const;

export const NOTICE_MESSAGES = {
  typeRequired: 'Notice type is required',
  typeInvalid: 'Notice type must be demand or recovery',
  languageInvalid: 'Language must be hi (Hindi) or en (English)',
  minimumDuesInvalid: 'Minimum dues must be a number of rupees, at least 0',
  nothingSelected: 'No property with dues matches this choice',
  jobNotFound: 'Notice job not found',
  finished: 'This notice job has already finished',
} as const;

/** A choice, case and outer spaces ignored; '' and null count as absent. */
const choice = <T extends z.ZodType>(inner: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    inner,
  );

/** POST properties/generateBulkNotice: JSON, or multipart with the sheet as a file. */
export const noticeJobRequestSchema = z.object({
  noticeType: choice(
    z.enum(NOTICE_TYPES, {
      error: (issue) =>
        issue.input === undefined ? NOTICE_MESSAGES.typeRequired : NOTICE_MESSAGES.typeInvalid,
    }),
  ),
  language: choice(z.enum(NOTICE_LANGUAGES, { error: NOTICE_MESSAGES.languageInvalid }).default('hi')),
  zoneId: searchText(),
  wardId: searchText(),
  mohallaId: searchText(),
  /** One property (the defaulters list's action): the job serves it alone, the place is not read. */
  propertyUniqueId: optionalPropertyUniqueId(),
  /** Rupees; a recovery notice's default is NOTICE_DEFAULTS.recoveryMinimumDuesRupees. */
  minimumDues: optionalNumber('Minimum dues', (n) =>
    n.min(0, NOTICE_MESSAGES.minimumDuesInvalid).refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE),
  ),
});
export type NoticeJobRequest = z.infer<typeof noticeJobRequestSchema>;

/** GET properties/notices: the issued notices. */
export const noticeListFiltersSchema = z.object({
  noticeType: choice(z.enum(NOTICE_TYPES, { error: NOTICE_MESSAGES.typeInvalid }).optional()),
  noticeNumber: searchText(),
  jobId: searchText(),
  zoneId: searchText(),
  wardId: searchText(),
  mohallaId: searchText(),
  propertyUniqueId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    optionalPropertyUniqueId(),
  ),
  /** Issued between these days (India), inclusive. */
  startDate: calendarDate(),
  endDate: calendarDate(),
});
export type NoticeListFilters = z.infer<typeof noticeListFiltersSchema>;

/** 'DN-2026-27-000001': D(emand) or R(ecovery) N(otice), the financial year, the serial. */
export const formatNoticeNumber = (
  type: (typeof NOTICE_TYPES)[number],
  financialYear: string,
  serial: number,
) => `${type === 'demand' ? 'DN' : 'RN'}-${financialYear}-${String(serial).padStart(6, '0')}`;
