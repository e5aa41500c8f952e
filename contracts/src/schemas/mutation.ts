import { z } from 'zod';
import { REMARKS_MIN_LENGTH } from '../constants';
import type { MutationFeeComputation } from '../mutation/fee';
import { MUTATION_REASONS, type MutationReason } from '../mutation/reasons';
import { ALWAYS, MOBILE_MESSAGES, mobile, optionalText, requiredText, rupees } from './common';
import { fatherOrHusbandShape, requireFatherOrHusband } from './fatherOrHusband';
import { ptinNo } from './oldProperty';
import { REMARKS_MIN_MESSAGE } from './paymentRequests';
import { optionalPropertyUniqueId, propertyUniqueId } from './propertyId';
import { calendarDate, DATE_FILTER_MESSAGE, searchText } from './propertyLookup';

// SPEC sections 3 and 7: a mutation (change of owner) request, its approval and rejection, and the
// list filters. DOMAIN.md adds the reason, the deed and the two values the fee is worked out from.

export const MUTATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MutationStatus = (typeof MUTATION_STATUSES)[number];

export const MUTATION_MESSAGES = {
  reasonRequired: 'Reason of transfer is required',
  reasonInvalid: 'Choose a reason of transfer from the list',
  deedNumberRequired: 'Deed number is required',
  deedDateRequired: 'Deed date is required',
  deedDateFuture: 'Deed date can not be a future date',
  valueNegative: 'Value can not be negative',
  documentsRequired: 'At least one document is required',
  userIdRequired: 'User ID is required',
  userIdNotYours: 'User ID must be the signed-in official',
  statusInvalid: 'Mutation status must be pending, approved or rejected',
} as const;

const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

const reason = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(MUTATION_REASONS, {
    error: (issue) =>
      issue.input === undefined ? MUTATION_MESSAGES.reasonRequired : MUTATION_MESSAGES.reasonInvalid,
  }),
);

const value = (label: string) => rupees(label, (n) => n.min(0, MUTATION_MESSAGES.valueNegative));

/** The new owner (SPEC section 3, Mutation): also the owner part of the request form. */
export const mutationOwnerSchema = z
  .object({
    ownerName: requiredText('Owner name is required'),
    ...fatherOrHusbandShape,
    mobileNumber: mobile(MOBILE_MESSAGES.notValid, 'Mobile number is required'),
    houseNumber: optionalText(),
    PTINNo: z.preprocess((v) => (v === '' || v === null ? undefined : v), ptinNo().optional()),
  })
  .superRefine(requireFatherOrHusband, ALWAYS);

/**
 * POST mutations (multipart; the documents come as files named `documents`). Values are rupees as
 * the form has them; the server converts them to paise once.
 */
export const mutationSchema = z
  .object({
    propertyUniqueId: propertyUniqueId(),
    reason,
    ownerName: requiredText('Owner name is required'),
    ...fatherOrHusbandShape,
    mobileNumber: mobile(MOBILE_MESSAGES.notValid, 'Mobile number is required'),
    houseNumber: optionalText(),
    PTINNo: z.preprocess((v) => (v === '' || v === null ? undefined : v), ptinNo().optional()),
    deedNumber: requiredText(MUTATION_MESSAGES.deedNumberRequired),
    deedDate: requiredText(MUTATION_MESSAGES.deedDateRequired).refine(
      (v) => v.length === 0 || isDay(v),
      DATE_FILTER_MESSAGE,
    ),
    documentValue: value('Document value'),
    marketValue: value('Market value'),
  })
  .superRefine(requireFatherOrHusband, ALWAYS);
export type MutationInput = z.infer<typeof mutationSchema>;

/** PATCH mutations/approve/{id}. */
export const mutationApproveSchema = z.object({
  userId: requiredText(MUTATION_MESSAGES.userIdRequired),
  remarks: requiredText('Remarks are required').min(REMARKS_MIN_LENGTH, REMARKS_MIN_MESSAGE),
});
export type MutationApproveInput = z.infer<typeof mutationApproveSchema>;

/** PATCH mutations/reject/{id}: the remarks say why (the unpaid fee is waived, a paid one refunded). */
export const mutationRejectSchema = z.object({
  remarks: requiredText('Remarks are required').min(REMARKS_MIN_LENGTH, REMARKS_MIN_MESSAGE),
});

/** GET mutations and mutations/all: the status filter, where, when requested, which property. */
export const mutationListFiltersSchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(MUTATION_STATUSES, { error: MUTATION_MESSAGES.statusInvalid }).optional(),
  ),
  zoneId: searchText(),
  wardId: searchText(),
  mohallaId: searchText(),
  /** The day requested, inclusive. */
  startDate: calendarDate(),
  endDate: calendarDate(),
  propertyUniqueId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    optionalPropertyUniqueId(),
  ),
  mutationId: searchText(),
});
export type MutationListFilters = z.infer<typeof mutationListFiltersSchema>;

/** Where a mutation's fee stands on the property's ledger. */
export type MutationFeeStatus = 'free' | 'unpaid' | 'partPaid' | 'paid' | 'waived';

/** A stored document of a mutation: a signed, expiring link (GET api/files/...). */
export interface MutationDocument {
  id: string;
  name: string;
  url: string;
}

/** A mutation as the staff calls answer it. Money in paise. */
export interface MutationRow {
  /** The mutation number, as mutationId. */
  id: string;
  /** MUT-2026-27-000001. */
  mutationId: string;
  propertyUniqueId: string;
  zoneId: string | null;
  wardId: string | null;
  mohallaId: string | null;
  mohallaName: string | null;
  status: MutationStatus;
  reason: MutationReason;
  ownerName: string;
  fatherName: string | null;
  husbandName: string | null;
  mobileNumber: string;
  houseNumber: string | null;
  PTINNo: string | null;
  previousOwnerName: string;
  previousFatherName: string | null;
  previousHusbandName: string | null;
  deedNumber: string;
  deedDate: string;
  documentValuePaise: number;
  marketValuePaise: number;
  fee: {
    amountPaise: number;
    paidPaise: number;
    outstandingPaise: number;
    waivedPaise: number;
    refundedPaise: number;
    status: MutationFeeStatus;
    /** How the amount was worked out, with the fee table's version. */
    computation: MutationFeeComputation;
  };
  requestedAt: string;
  requestedBy: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  remarks: string | null;
  /** Every step of the decision has reached the property (owner changed, fee charged, waived). */
  completed: boolean;
  documents: MutationDocument[];
}
