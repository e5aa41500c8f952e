import { z } from 'zod';
import { mutationFeeComputation } from '../mutation/fee';
import {
  at,
  eventSchema,
  feeHead,
  financialYear,
  headAmounts,
  id,
  paise,
  percentage,
  taxHead,
} from './common';

// The money events of a property, in its stream `property-<propertyUniqueId>` (ARCHITECTURE.md):
// the ledger of a property at a date is the fold of these events up to that date. All paise.

/** Why a demand was reduced (DOMAIN.md: disability, ex-defence widow...), recorded on the demand. */
export const concession = z.object({
  head: taxHead(),
  reason: z.string().min(1),
  percentage: percentage(),
  amountPaise: paise(),
});

export const DemandRaised = eventSchema('DemandRaised', 1, {
  propertyUniqueId: id(),
  demandId: id(),
  financialYear: financialYear(),
  /** The ARV the demand was computed from, and the rule set that computed it. */
  arvPaise: paise(),
  ruleSetId: id(),
  /** Tax per head after concessions. */
  ...headAmounts(),
  concessions: z.array(concession),
  dueAt: at(),
  raisedAt: at(),
});

/** Discount of the discount master for paying the current year's tax within a billing period. */
export const RebateGranted = eventSchema('RebateGranted', 1, {
  propertyUniqueId: id(),
  financialYear: financialYear(),
  txnId: id(),
  discountId: id().optional(),
  percentage: percentage(),
  ...headAmounts(),
  grantedAt: at(),
});

/** Simple interest on a year's unpaid principal, charged when it is settled or shown. */
export const InterestCharged = eventSchema('InterestCharged', 1, {
  propertyUniqueId: id(),
  financialYear: financialYear(),
  ...headAmounts(),
  accruedFromAt: at(),
  accruedToAt: at(),
  txnId: id().optional(),
  chargedAt: at(),
});

/** A year's arrears replaced by the revised amounts (SPEC arrears correction). */
export const ArrearsCorrected = eventSchema('ArrearsCorrected', 1, {
  propertyUniqueId: id(),
  financialYear: financialYear(),
  ...headAmounts(),
  receiptNumber: z.string().min(1),
  remarks: z.string().optional(),
  correctedAt: at(),
});

const noteData = {
  propertyUniqueId: id(),
  noteId: id(),
  /** The debitCreditNo the notes list filters on. */
  debitCreditNo: z.string().min(1),
  financialYear: financialYear(),
  ...headAmounts(),
  reason: z.string().min(1),
  receiptNumber: z.string().optional(),
  issuedAt: at(),
};
export const DebitNoteIssued = eventSchema('DebitNoteIssued', 1, noteData);
export const CreditNoteIssued = eventSchema('CreditNoteIssued', 1, noteData);

export const PAYMENT_MODES = ['cash', 'cheque', 'dd', 'online', 'neft', 'pos', 'link'] as const;
export const paymentMode = () => z.enum(PAYMENT_MODES);

/**
 * Where a payment went (DOMAIN.md order): interest, arrears principal (oldest year first; house,
 * water, sewer), the current year, then advance credit carried to the next demand.
 */
export const apportionmentLine = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['interest', 'arrears', 'current']),
    financialYear: financialYear(),
    head: taxHead(),
    amountPaise: paise(),
  }),
  z.object({ kind: z.literal('advance'), amountPaise: paise() }),
  /** A fee charged on the ledger (its own head, never a tax): paid after the current year's tax. */
  z.object({ kind: z.literal('fee'), feeHead: feeHead(), feeId: id(), amountPaise: paise() }),
]);
export type ApportionmentLine = z.infer<typeof apportionmentLine>;

const linesSumTo = (data: { amountPaise: number; lines: ApportionmentLine[] }) =>
  data.lines.reduce((sum, line) => sum + line.amountPaise, 0) === data.amountPaise;
const LINES_MESSAGE = 'The apportionment lines must add up to the amount';

/** Cheque / DD / NEFT details of a payment, when it had an instrument. */
export const paymentInstrument = z.object({
  chequeNo: z.string().optional(),
  ddNumber: z.string().optional(),
  bankName: z.string().optional(),
  issuerName: z.string().optional(),
  ifscCode: z.string().optional(),
  refId: z.string().optional(),
  /** The cheque's or DD's date, 'YYYY-MM-DD'. */
  instrumentDate: z.string().optional(),
});
export type PaymentInstrument = z.infer<typeof paymentInstrument>;

export const PaymentReceived = eventSchema('PaymentReceived', 1, {
  propertyUniqueId: id(),
  txnId: id(),
  receiptNumber: z.string().min(1),
  mode: paymentMode(),
  amountPaise: paise(),
  payerName: z.string().optional(),
  instrument: paymentInstrument.optional(),
  lines: z.array(apportionmentLine),
  paidAt: at(),
}).refine((event) => linesSumTo(event.data), { message: LINES_MESSAGE, path: ['data', 'lines'] });

/** A received payment taken back: rejected on review or cancelled. The receipt stays, marked. */
export const PaymentReversed = eventSchema('PaymentReversed', 1, {
  propertyUniqueId: id(),
  txnId: id(),
  reason: z.enum(['rejected', 'cancelled']),
  remarks: z.string().optional(),
  amountPaise: paise(),
  reversedAt: at(),
});

/** First half of a shift; the process manager completes it with PaymentShiftedIn on the target. */
export const PaymentShiftedOut = eventSchema('PaymentShiftedOut', 1, {
  propertyUniqueId: id(),
  txnId: id(),
  toPropertyUniqueId: id(),
  amountPaise: paise(),
  requestedBy: z.string().min(1),
  /** Why the money moved (absent on shifts recorded before it was asked). */
  reason: z.string().optional(),
  shiftedAt: at(),
});

export const PaymentShiftedIn = eventSchema('PaymentShiftedIn', 1, {
  propertyUniqueId: id(),
  txnId: id(),
  fromPropertyUniqueId: id(),
  amountPaise: paise(),
  requestedBy: z.string().min(1),
  reason: z.string().optional(),
  /** The payment's receipt and mode, so the new property's ledger shows them. */
  receiptNumber: z.string().min(1).optional(),
  mode: paymentMode().optional(),
  lines: z.array(apportionmentLine),
  shiftedAt: at(),
}).refine((event) => linesSumTo(event.data), { message: LINES_MESSAGE, path: ['data', 'lines'] });

/**
 * A mutation's fee charged on the property's ledger when the request is accepted, under its own head
 * (docs/LEDGER.md "Fees"): outside house, water and sewer tax, paid after them, shown apart.
 */
export const MutationFeeCharged = eventSchema('MutationFeeCharged', 1, {
  propertyUniqueId: id(),
  mutationId: id(),
  amountPaise: paise(),
  /** How the amount was worked out, with the fee table's version. */
  computation: mutationFeeComputation,
  chargedAt: at(),
});

/**
 * A rejected mutation's fee taken off the ledger: what was unpaid is waived, what was paid is refunded
 * as advance credit (so it pays the property's next dues, never lost).
 */
export const MutationFeeWaived = eventSchema('MutationFeeWaived', 1, {
  propertyUniqueId: id(),
  mutationId: id(),
  waivedPaise: paise(),
  refundedPaise: paise(),
  remarks: z.string().optional(),
  waivedAt: at(),
});

export const LedgerEvent = z.discriminatedUnion('type', [
  DemandRaised,
  RebateGranted,
  InterestCharged,
  ArrearsCorrected,
  DebitNoteIssued,
  CreditNoteIssued,
  PaymentReceived,
  PaymentReversed,
  PaymentShiftedOut,
  PaymentShiftedIn,
  MutationFeeCharged,
  MutationFeeWaived,
]);
export type LedgerEvent = z.infer<typeof LedgerEvent>;
