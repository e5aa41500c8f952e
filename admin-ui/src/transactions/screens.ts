import type { ColumnName } from './columns';
import type { ActionName } from './actions';
import { tk, type TransactionsTextKey } from './texts';
import { TRANSACTION_STATUSES, type PaymentMode, type TransactionStatus } from './types';

type Query = Record<string, string>;

/** A spreadsheet download of the list (GET .../export with the list's filters). */
export interface ExportSpec {
  path: string;
  label: TransactionsTextKey;
  fileName: string;
}

/**
 * One transaction screen: which call lists it, what it always or by default asks for, and what it
 * shows and offers. TransactionList renders any of them.
 */
export interface TransactionScreen {
  /** Names the screen's saved list settings (page, filters). */
  key: string;
  title: TransactionsTextKey;
  /** The react-admin resource (providers/resources.ts) whose list call reads the rows. */
  resource: string;
  /** Sent with every call of the screen (mode=online). */
  fixed?: Query;
  /** Sent unless the user filtered on the same field (the offline modes, until one is chosen). */
  defaults?: Query;
  /** The filter panel: the statuses and modes offered; null for no panel. */
  filters: { statuses: readonly TransactionStatus[]; modes?: readonly PaymentMode[] } | null;
  columns: readonly ColumnName[];
  actions?: readonly ActionName[];
  summaryPath?: string;
  exports?: readonly ExportSpec[];
  /** A list call the server may not offer yet: a 404 shows the empty list rather than an error. */
  missingIsEmpty?: boolean;
}

const ALL_STATUSES = TRANSACTION_STATUSES;
const ARCHIVED_STATUSES = ['cancelled', 'rejected', 'shifted', 'failed'] as const;
const OFFLINE_MODES = ['cash', 'cheque', 'dd'] as const;

const exportOf = (path: string, fileName: string): ExportSpec => ({ path, label: 'action.export', fileName });
const summaryExportOf = (path: string, fileName: string): ExportSpec => ({
  path,
  label: 'action.exportSummary',
  fileName,
});

/** Counter payments: cash, cheque and DD (GET transactions?mode=cash,cheque,dd until a mode is chosen). */
export const OFFLINE: TransactionScreen = {
  key: 'transactionsOffline',
  title: 'title.offline',
  resource: 'transactions',
  defaults: { mode: OFFLINE_MODES.join(',') },
  filters: { statuses: ALL_STATUSES, modes: OFFLINE_MODES },
  columns: [
    'date',
    'txnId',
    'receiptNumber',
    'propertyUniqueId',
    'ownerName',
    'mode',
    'instrument',
    'amount',
    'rebate',
    'status',
    'collectedBy',
  ],
  actions: ['approve', 'reject', 'shift', 'cancel', 'receipt'],
  summaryPath: '/transactions/summary',
  exports: [exportOf('/transactions/export', 'offline-transactions.xlsx')],
};

export const POS: TransactionScreen = {
  key: 'transactionsPos',
  title: 'title.pos',
  resource: 'transactionsPos',
  filters: { statuses: ALL_STATUSES },
  columns: [
    'date',
    'txnId',
    'receiptNumber',
    'propertyUniqueId',
    'ownerName',
    'gateway',
    'gatewayTxnId',
    'amount',
    'rebate',
    'status',
    'collectedBy',
  ],
  actions: ['shift', 'cancel', 'receipt'],
  summaryPath: '/transactions/pos/summary',
  exports: [exportOf('/transactions/pos/export', 'pos-transactions.xlsx')],
};

export const NEFT: TransactionScreen = {
  key: 'transactionsNeft',
  title: 'title.neft',
  resource: 'neftPayments',
  filters: { statuses: ALL_STATUSES },
  columns: [
    'date',
    'txnId',
    'receiptNumber',
    'propertyUniqueId',
    'payer',
    'instrument',
    'amount',
    'rebate',
    'status',
    'collectedBy',
  ],
  actions: ['approve', 'reject', 'shift', 'cancel', 'receipt'],
  summaryPath: '/neftPayments/summary',
  exports: [
    exportOf('/neftPayments/export', 'neft-payments.xlsx'),
    summaryExportOf('/neftPayments/summary/export', 'neft-payments-summary.xlsx'),
  ],
};

/** Cancelled, rejected, shifted and failed payments; the server offers no summary or export of them. */
export const ARCHIVED: TransactionScreen = {
  key: 'transactionsArchived',
  title: 'title.archived',
  resource: 'transactionsArchived',
  filters: { statuses: ARCHIVED_STATUSES, modes: ['cash', 'cheque', 'dd', 'online', 'neft', 'pos', 'link'] },
  columns: [
    'date',
    'txnId',
    'receiptNumber',
    'propertyUniqueId',
    'ownerName',
    'mode',
    'amount',
    'status',
    'shiftedTo',
    'remarks',
    'closedOn',
  ],
  actions: ['receipt'],
};

/** Gateway payments (GET transactions?mode=online). */
export const ONLINE: TransactionScreen = {
  key: 'transactionsOnline',
  title: 'title.nigamOnline',
  resource: 'transactions',
  fixed: { mode: 'online' },
  filters: { statuses: ALL_STATUSES },
  columns: [
    'date',
    'txnId',
    'receiptNumber',
    'propertyUniqueId',
    'payer',
    'gateway',
    'gatewayTxnId',
    'amount',
    'rebate',
    'status',
  ],
  actions: ['sync', 'shift', 'receipt'],
  summaryPath: '/transactions/summary',
  exports: [exportOf('/transactions/export', 'online-transactions.xlsx')],
};

/** The card provider's payments (snn-payments), beside the gateway's on the admin screen. */
export const CARD: TransactionScreen = {
  key: 'snnPayments',
  title: 'title.adminOnline',
  resource: 'snnPayments',
  filters: { statuses: ALL_STATUSES },
  columns: ONLINE.columns,
  actions: ['sync', 'shift', 'receipt'],
  summaryPath: '/snn-payments/summary',
  exports: [
    exportOf('/snn-payments/export', 'card-payments.xlsx'),
    summaryExportOf('/snn-payments/summary/export', 'card-payments-summary.xlsx'),
  ],
};

export const ADMIN_ONLINE: TransactionScreen = {
  ...ONLINE,
  key: 'transactionsAdminOnline',
  title: 'title.adminOnline',
};

/** Payments of earlier financial years. */
export const OLD: TransactionScreen = {
  key: 'transactionsOld',
  title: 'title.old',
  resource: 'oldPayments',
  filters: { statuses: ALL_STATUSES },
  columns: [
    'financialYear',
    'date',
    'txnId',
    'receiptNumber',
    'propertyUniqueId',
    'ownerName',
    'mode',
    'amount',
    'rebate',
    'status',
  ],
  actions: ['receipt'],
  exports: [exportOf('/oldPayments/export', 'old-payments.xlsx')],
};

/** Payments through a link sent by WhatsApp or SMS (GET transactions?mode=link). */
export const LINK: TransactionScreen = {
  key: 'transactionsWhatsapp',
  title: 'title.whatsapp',
  resource: 'transactions',
  fixed: { mode: 'link' },
  filters: { statuses: ALL_STATUSES },
  columns: [
    'date',
    'txnId',
    'receiptNumber',
    'propertyUniqueId',
    'payer',
    'gatewayTxnId',
    'amount',
    'rebate',
    'status',
  ],
  actions: ['sync', 'receipt'],
  summaryPath: '/transactions/summary',
  exports: [exportOf('/transactions/export', 'payment-link-transactions.xlsx')],
};

/** The WhatsApp messages sent (GET messages?channel=whatsapp). */
export const WHATSAPP_MESSAGES: TransactionScreen = {
  key: 'whatsappMessages',
  title: 'title.whatsapp',
  resource: 'messages',
  fixed: { channel: 'whatsapp' },
  filters: null,
  columns: ['createdAt', 'recipient', 'template', 'reference', 'messageStatus', 'attempts', 'sentAt'],
  missingIsEmpty: true,
};

/** The title key as react-admin translates it. */
export const titleOf = (screen: TransactionScreen) => tk(screen.title);
