import { z } from 'zod';
import { REASON_MIN_LENGTH } from '../constants';
import { MAX_DOCUMENT_BYTES } from './uploads';
import { requiredText } from './common';
import { REMARKS_MIN_MESSAGE } from './paymentRequests';
import { optionalPropertyUniqueId, propertyUniqueId } from './propertyId';
import { calendarDate, dateFilter, searchText } from './propertyLookup';

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

/** The files of an objection upload, named `documents`: PDFs or images, checked by content on the server. */
export const MAX_OBJECTION_DOCUMENTS = 5;
export const OBJECTION_DOCUMENT_MESSAGES = {
  tooMany: `At most ${MAX_OBJECTION_DOCUMENTS} documents can be uploaded`,
  tooLarge: `A file can be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
} as const;

/** POST objection/upload (multipart): the documents come as files named `documents`. */
export const objectionUploadSchema = z.object({
  propertyUniqueId: propertyUniqueId(),
  description: requiredText('Objection is required').min(
    REASON_MIN_LENGTH,
    OBJECTION_MESSAGES.descriptionShort,
  ),
  /** The day the citizen raised it (year-month-day); today when absent. */
  objectionDate: calendarDate(),
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

/** A stored document of an objection: a signed, expiring link (GET api/files/...). */
export interface ObjectionDocument {
  id: string;
  name: string;
  url: string;
}

/** An objection as the staff calls answer it (list, upload, reject, resolve). */
export interface ObjectionRow {
  /** The objection number, as objectionId. */
  id: string;
  /** OBJ-2026-27-000001. */
  objectionId: string;
  propertyUniqueId: string;
  ownerName: string | null;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  mohallaName: string | null;
  uploaderType: UploaderType;
  /** The uploader's email (or user id). */
  uploadedBy: string | null;
  description: string;
  /** YYYY-MM-DD: the day the citizen raised it. */
  objectionDate: string;
  uploadedAt: string;
  status: ObjectionStatus;
  rejectionReason: string | null;
  rejectedAt: string | null;
  resolutionRemarks: string | null;
  resolvedAt: string | null;
  /** The resolution corrected the property and changed its assessment. */
  reassessed: boolean;
  documents: ObjectionDocument[];
}

/** What POST objection/status shows anyone: no uploader, documents or contact details. */
export type PublicObjection = Pick<
  ObjectionRow,
  | 'objectionId'
  | 'propertyUniqueId'
  | 'ownerName'
  | 'mohallaName'
  | 'status'
  | 'objectionDate'
  | 'uploadedAt'
  | 'rejectionReason'
  | 'rejectedAt'
  | 'resolutionRemarks'
  | 'resolvedAt'
>;

/** GET objection/summary. */
export interface ObjectionSummary {
  total: number;
  pending: number;
  rejected: number;
  resolved: number;
  byUploaderType: Record<UploaderType, number>;
}
