import { z } from 'zod';
import { REASON_MIN_LENGTH } from '../constants';
import { requiredText } from './common';
import { REMARKS_MIN_MESSAGE } from './paymentRequests';
import { optionalPropertyUniqueId, propertyUniqueId } from './propertyId';
import { dateFilter, searchText } from './propertyLookup';

// Objections (SPEC sections 4 and 7): uploaded by staff on a citizen's behalf, listed, rejected or
// resolved; citizens follow them by number on /objections/status.

export const OBJECTION_STATUSES = ['pending', 'rejected', 'resolved'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];

/** Who uploaded an objection (the uploaderType filter). */
export const UPLOADER_TYPES = ['official', 'operator', 'citizen'] as const;
export type UploaderType = (typeof UPLOADER_TYPES)[number];

export const OBJECTION_MESSAGES = {
  descriptionShort: `Objection must be at least ${REASON_MIN_LENGTH} characters`,
  reasonShort: `Reason must be at least ${REASON_MIN_LENGTH} characters`,
  statusQueryEmpty: 'Enter the objection number or the property ID',
  notFound: 'No objection was found for these details',
} as const;

/** POST objection/upload (multipart): the documents come as files named `documents`. */
export const objectionUploadSchema = z.object({
  propertyUniqueId: propertyUniqueId(),
  description: requiredText('Objection is required').min(
    REASON_MIN_LENGTH,
    OBJECTION_MESSAGES.descriptionShort,
  ),
  /** The day the citizen raised it (year-month-day); today when absent. */
  objectionDate: dateFilter(),
});
export type ObjectionUploadInput = z.infer<typeof objectionUploadSchema>;

/** POST objection/status (public): by the objection's number, or every objection of a property. */
export const objectionStatusQuerySchema = z
  .object({
    objectionId: searchText(),
    propertyUniqueId: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
      optionalPropertyUniqueId(),
    ),
  })
  .refine((q) => q.objectionId !== undefined || q.propertyUniqueId !== undefined, {
    message: OBJECTION_MESSAGES.statusQueryEmpty,
    path: ['objectionId'],
  });
export type ObjectionStatusQuery = z.infer<typeof objectionStatusQuerySchema>;

/** PATCH objection/reject/{id}. */
export const objectionRejectSchema = z.object({
  reason: requiredText('Reason is required').min(REASON_MIN_LENGTH, OBJECTION_MESSAGES.reasonShort),
});

/** PATCH properties/resolveObjection: which objection, and why; corrections ride along as the edit form's fields. */
export const objectionResolveSchema = z.object({
  objectionId: requiredText('Objection number is required'),
  remarks: requiredText('Remarks are required').min(REASON_MIN_LENGTH, REMARKS_MIN_MESSAGE),
});

/** GET objection, objection/resolved, objection/export, objection/summary. */
export const objectionListFiltersSchema = z.object({
  objectionStatus: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .enum(OBJECTION_STATUSES, { error: 'Objection status must be pending, rejected or resolved' })
      .optional(),
  ),
  uploaderType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(UPLOADER_TYPES, { error: 'Uploader type must be official, operator or citizen' }).optional(),
  ),
  /** The day the objection was raised. */
  objectionDate: dateFilter(),
  /** The resolved date range (objection/resolved) or the raised date range (the others). */
  startDate: dateFilter(),
  endDate: dateFilter(),
  propertyUniqueId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    optionalPropertyUniqueId(),
  ),
  zoneId: searchText(),
  wardId: searchText(),
  mohallaId: searchText(),
});
export type ObjectionListFilters = z.infer<typeof objectionListFiltersSchema>;
