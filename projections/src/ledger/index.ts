export { ledgerProjection } from './projection';
export { LEDGER_HANDLED_TYPES, MONEY_EVENT_TYPES } from './fold';
export { createLedgerTables, type LedgerTable } from './tables';
export { refreshAccrualDay, type AccrualDay } from './placeYears';
export { ledgerKeepsSums } from './yearSources';
export type { AccountStatus, LedgerAccount, YearAssessment } from './account';
export {
  demandCandidates,
  demandCandidatesOf,
  demandRunCounts,
  findLedgerAccount,
  ledgerEntries,
  pendingDemands,
  type DemandCandidate,
  type DemandRunCount,
  type LedgerEntry,
  type LedgerPlace,
  type PendingDemand,
} from './queries';
export { demandTotals, type DemandTotals, type InterestRate } from './totals';
export { yearTaxesOf, type YearTax } from './yearTaxes';
export { yearTotalsByZone, type ZoneYearTotals } from './zoneTotals';
export {
  demandReport,
  demandReportByZone,
  type ZoneDemandRow,
  type DemandFigures,
  type DemandGroupRow,
  type DemandGrouping,
  type DemandReportQuery,
  type DemandSplit,
} from './demandReports';
export {
  defaulters,
  defaulterBatches,
  defaulterTotals,
  type Defaulter,
  type DefaulterQuery,
  type DefaulterSelection,
  type DefaulterTotals,
} from './defaulters';
