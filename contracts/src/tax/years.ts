// Financial years (April to March, written '2025-26') of an instant, in India's time zone.

const IST_OFFSET_MS = 330 * 60_000;
/** April, 0-based. */
const FIRST_MONTH = 3;

export function financialYearOfInstant(ms: number): string {
  const ist = new Date(ms + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= FIRST_MONTH ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The financial year `offset` years after (negative: before) the given one. */
export function shiftFinancialYear(financialYear: string, offset: number): string {
  const start = Number(financialYear.slice(0, 4)) + offset;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
