import type { EventMetadata, EventStore } from '@ptax/contracts';
import { createSerialAllocator } from '../eventsourcing/serialNumbers';

// Self-assessment numbers: one series per financial year (the counter `selfAssessment-<year>` in
// eventsourcing/serialNumbers.ts keeps them unique across instances), written 'SA-2026-27-000001'
// so a citizen can read it out and type it into the status page.
export const selfAssessmentSeriesName = (financialYear: string) => `selfAssessment-${financialYear}`;

export const formatSelfAssessmentNumber = (financialYear: string, serial: number) =>
  `SA-${financialYear}-${String(serial).padStart(6, '0')}`;

export function createSelfAssessmentNumbers(store: EventStore, now: () => number) {
  const allocator = createSerialAllocator(store, now);
  return {
    async next(financialYear: string, metadata: EventMetadata): Promise<string> {
      const serial = await allocator.nextInSeries(
        selfAssessmentSeriesName(financialYear),
        { purpose: 'selfAssessment' },
        metadata,
      );
      return formatSelfAssessmentNumber(financialYear, serial);
    },
  };
}
