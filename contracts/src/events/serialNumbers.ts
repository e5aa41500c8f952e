import { z } from 'zod';
import { at, eventSchema } from './common';

// Numbers people read that are not property IDs (receipt numbers per financial year, debit and
// credit note numbers) are counters kept as event streams, one per series (`serialNumbers-<series>`):
// the Nth event of the stream is the Nth number, so an append at a taken revision fails and is
// retried with the next one (ledger-service/src/eventsourcing/serialNumbers.ts).

export const serialNumberStream = (series: string) => `serialNumbers-${series}`;

export const SerialNumberAllocated = eventSchema('SerialNumberAllocated', 1, {
  /** The counter, e.g. 'receipt-2026-27' or 'debitNote'. */
  series: z.string().min(1),
  /** The stream revision + 1. */
  serial: z.number().int().min(1),
  allocatedAt: at(),
  /** What the number was taken for, when the series serves more than one purpose. */
  purpose: z.string().min(1).optional(),
  /** The record the number was given to (a payment, a note), for the audit trail. */
  reference: z.string().min(1).optional(),
});

export const SerialNumberEvent = z.discriminatedUnion('type', [SerialNumberAllocated]);
export type SerialNumberEvent = z.infer<typeof SerialNumberEvent>;
