export { transactionsProjection, applyTransactionEvent } from './projection';
export { createTransactionTables, type TransactionTable } from './tables';
export { maskEmail, maskMobile } from './paymentHandlers';
export {
  TRANSACTION_TYPES,
  toTransactionRow,
  type TransactionDetail,
  type TransactionMode,
  type TransactionRow,
  type TransactionStatus,
} from './rows';
export {
  ARCHIVED_STATUSES,
  STANDING_STATUSES,
  TRANSACTION_SORTS,
  type TransactionFilters,
  type TransactionPageOptions,
  type TransactionSort,
} from './filters';
export {
  findTransactionByNumber,
  findTransactionRows,
  listTransactions,
  standingTransactionsOf,
  transactionBatches,
} from './queries';
export { postingSummary, summarizeTransactions, type PostingDay, type TransactionSummary } from './summaries';
export {
  unfinishedShifts,
  unpostedPayments,
  unreversedPayments,
  type UnfinishedShift,
  type UnreversedPayment,
} from './sweeps';
