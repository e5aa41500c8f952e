// Payment entry: offline (cash, cheque, DD, POS), NEFT and online for a citizen at the counter.
export { default as OfflinePayment } from './OfflinePayment';
export { default as NeftPayment } from './NeftPayment';
export { default as OnlinePayment } from './OnlinePayment';
export { BillSummary, YearsTable } from './BillSummary';
export { useBill } from './bill';
