// Transactions: one list configured per screen (screens.ts), the posting summary and the payout history.
export { TRANSACTION_PAGES, type TransactionPageKey } from './pages';
export { TransactionList } from './TransactionList';
export type { TransactionScreen } from './screens';
