import { z } from 'zod';
import { calendarDate } from './schemas/propertyLookup';

// The push of collections to the state portal e-Nagar Sewa (taxCollections/pushToENagarSewa): the
// days asked for, and the shapes of the batches, records and reconciliation the back office shows.
// Money is integer paise; a reversal record carries a negative amount.

export const STATE_PORTAL_MESSAGES = {
  dateRequired: 'Choose a date to push',
  endBeforeStart: 'End date can not be before start date',
  future: 'Date can not be in the future',
  tooLong: 'Choose at most 31 days',
  format: 'Format must be json or csv',
} as const;

/** The longest range one call reads or pushes: a month of receipts. */
export const STATE_PORTAL_MAX_DAYS = 31;

/** `date`, or `startDate` and `endDate` (both inclusive, India days). */
export const statePortalDaysSchema = z
  .object({ date: calendarDate(), startDate: calendarDate(), endDate: calendarDate() })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: STATE_PORTAL_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type StatePortalDaysInput = z.infer<typeof statePortalDaysSchema>;

export const STATE_PORTAL_BATCH_STATUSES = [
  'queued',
  'sent',
  'acknowledged',
  'part_failed',
  'failed',
] as const;
export type StatePortalBatchStatus = (typeof STATE_PORTAL_BATCH_STATUSES)[number];

/** A record: new (never in a batch), queued (in a batch being sent), then what the portal said. */
export const STATE_PORTAL_RECORD_STATUSES = ['new', 'queued', 'acknowledged', 'rejected', 'failed'] as const;
export type StatePortalRecordStatus = (typeof STATE_PORTAL_RECORD_STATUSES)[number];

export type StatePortalRecordKind = 'collection' | 'reversal';

/** One line of a day's batch, as sent and as the CSV lists it. */
export interface StatePortalRecord {
  /** `<cityCode>/<date>/<receiptNumber>`, with `/reversal` for a reversal: the portal's idempotency key. */
  key: string;
  cityCode: string;
  date: string;
  receiptNumber: string;
  kind: StatePortalRecordKind;
  txnId: string;
  propertyUniqueId: string;
  ownerName: string | null;
  payerName: string | null;
  zoneName: string | null;
  wardName: string | null;
  mohallaName: string | null;
  /** The mode's name (Cash, Cheque, ...). */
  transactionType: string;
  /** Negative on a reversal. */
  amountPaise: number;
  housePaise: number;
  waterPaise: number;
  sewerPaise: number;
  advancePaise: number;
  feePaise: number;
  rebatePaise: number;
  paidAt: string | null;
}

export interface StatePortalAttempt {
  attempt: number;
  at: string;
  outcome: 'acknowledged' | 'part_failed' | 'rejected' | 'error';
  error: string | null;
  acknowledgementId: string | null;
}

export interface StatePortalBatch {
  id: string;
  date: string;
  status: StatePortalBatchStatus;
  records: number;
  amountPaise: number;
  acknowledged: number;
  rejected: number;
  attempts: number;
  lastError: string | null;
  acknowledgementId: string | null;
  requestedBy: string;
  createdAt: string;
  sentAt: string | null;
  /** When the next try is due while queued (after a backoff). */
  nextAttemptAt: string | null;
  history: StatePortalAttempt[];
  /** Records the portal refused or that failed, with its words. */
  errors: { receiptNumber: string; kind: StatePortalRecordKind; error: string }[];
}

export interface StatePortalTotals {
  records: number;
  amountPaise: number;
}

/** What the portal should hold for a day against what it holds: money nets reversals off. */
export interface StatePortalDay {
  date: string;
  /** The collections read model's figure for the day (what the reports call collected). */
  ledger: { receipts: number; amountPaise: number };
  /** Records built from the receipt register now. */
  register: StatePortalTotals;
  sent: StatePortalTotals;
  acknowledged: StatePortalTotals;
  /** Records not acknowledged yet that a push would send now. */
  toSend: StatePortalTotals;
  matches: boolean;
}

export interface StatePortalDifference {
  date: string;
  receiptNumber: string | null;
  kind: StatePortalRecordKind | null;
  amountPaise: number;
  problem: 'not_sent' | 'queued' | 'rejected' | 'failed' | 'ledger_differs';
  message: string;
}

export interface StatePortalOverview {
  cityCode: string;
  startDate: string;
  endDate: string;
  batches: StatePortalBatch[];
  days: StatePortalDay[];
  differences: StatePortalDifference[];
}

export interface StatePortalPushResult {
  batches: { id: string; date: string; records: number; amountPaise: number }[];
  records: number;
  message: string;
}
