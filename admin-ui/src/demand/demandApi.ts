import { financialYearOfInstant, shiftFinancialYear } from '@ptax/contracts';
import type { Choice } from '../properties/geography';

type Row = Record<string, unknown>;

/** Where a raise or the totals apply: a financial year and, optionally, a zone, ward or mohalla. */
export interface DemandScope {
  financialYear: string;
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
}

const YEARS_BACK = 4;

/** Next year (raised ahead), this year, and `yearsBack` years before it. */
export function financialYearChoices({ now = Date.now(), yearsBack = YEARS_BACK } = {}): Choice[] {
  const current = financialYearOfInstant(now);
  return Array.from({ length: yearsBack + 2 }, (_, i) => shiftFinancialYear(current, 1 - i)).map((year) => ({
    id: year,
    name: year,
  }));
}

/** GET taxDemands/runCount: for the current year and a few before it, what a run would bill. */
export interface DemandRunCount {
  financialYear: string;
  properties: number;
  assessed: number;
  raised: number;
  toRaise: number;
}

export interface DemandRunCounts {
  currentYear: string;
  years: DemandRunCount[];
}

/**
 * The years a demand run is offered for: the current one, and each earlier one whose demand is not
 * yet raised for every assessed property (DOMAIN.md: raised at the start of the year). Never a
 * future year. Without the counts (loading, failed), the current year alone.
 */
export function raisableYearChoices(counts: DemandRunCounts | null, now = Date.now()): Choice[] {
  const current = counts?.currentYear ?? financialYearOfInstant(now);
  const earlier = (counts?.years ?? [])
    .filter((row) => row.financialYear < current && row.toRaise > 0)
    .map((row) => row.financialYear)
    .sort()
    .reverse();
  return [current, ...earlier].map((year) => ({ id: year, name: year }));
}

/** The scope of the form's values, empty places left out. */
export function scopeOf(values: Row): DemandScope {
  const text = (value: unknown) =>
    value === undefined || value === null || value === '' ? undefined : String(value);
  const scope: DemandScope = { financialYear: String(values.financialYear ?? '') };
  for (const name of ['zoneId', 'wardId', 'mohallaId'] as const) {
    const value = text(values[name]);
    if (value) scope[name] = value;
  }
  return scope;
}

/** A raise over the whole city (no zone chosen) is confirmed first. */
export const isWholeCity = (scope: DemandScope) => !scope.zoneId && !scope.wardId && !scope.mohallaId;

/** What POST taxDemands/bulkDemandBill (and ByExcel) answers. */
export interface RaiseResult {
  financialYear?: string;
  raised: number;
  replaced: number;
  unchanged: number;
  notAssessed: number;
  /** A count, or the properties that failed with why. */
  failed: number | Row[];
}

const count = (value: unknown) =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0;

export function raiseResultOf(raw: Row): RaiseResult {
  return {
    financialYear: typeof raw.financialYear === 'string' ? raw.financialYear : undefined,
    raised: count(raw.raised),
    replaced: count(raw.replaced),
    unchanged: count(raw.unchanged),
    notAssessed: count(raw.notAssessed),
    failed: Array.isArray(raw.failed) ? (raw.failed as Row[]) : count(raw.failed),
  };
}

/** The totals of GET taxDemands/fetchUpdatedTotals people read, in this order; money is paise. */
export const TOTAL_FIELDS: [string, string][] = [
  ['properties', 'Properties with a demand'],
  ['demandPaise', 'Demand'],
  ['adjustmentPaise', 'Adjustments (notes, corrections)'],
  ['rebatePaise', 'Rebate'],
  ['collectedPaise', 'Collected'],
  ['outstandingPaise', 'Outstanding'],
  ['arrearsPaise', 'Arrears of earlier years'],
  ['interestPaise', 'Interest on arrears'],
];
