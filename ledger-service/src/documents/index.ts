// The ledger's printed documents: pure renderers from presentation-ready data to PDF bytes.
export { renderBillPdf } from './bill';
export { renderReceiptPdf } from './receipt';
export { renderNoticesPdf } from './notice';
export { formatAmount, formatDate, formatDateTime } from './format';
export type * from './types';
