import type { EventStore } from '@ptax/contracts';
import { createSerialAllocator } from '../eventsourcing/serialNumbers';
import type { ReceiptSeries } from '../payments/posting';

// Receipt numbers: one series per financial year, shared by every mode that issues receipts (the
// counter `receipt-<financialYear>` in eventsourcing/serialNumbers.ts keeps them unique), written
// 'RCT-2026-27-000001' so a number is safe in a link and easy to read out.
export const receiptSeriesName = (financialYear: string) => `receipt-${financialYear}`;

export const formatReceiptNumber = (financialYear: string, serial: number) =>
  `RCT-${financialYear}-${String(serial).padStart(6, '0')}`;

export function createReceiptSeries(store: EventStore, now: () => number): ReceiptSeries {
  const allocator = createSerialAllocator(store, now);
  return {
    async next(financialYear, txnId, metadata) {
      const serial = await allocator.nextInSeries(
        receiptSeriesName(financialYear),
        { purpose: 'receipt', reference: txnId },
        metadata,
      );
      return formatReceiptNumber(financialYear, serial);
    },
  };
}
