// A property's money: the ledger as of a day, the bill, the audited history with a replay (tabs of the
// property details), and the arrears correction screen (route arrearsCorrection).
export { default as ArrearsCorrection } from './ArrearsCorrection';
export { default as PropertyMoney } from './PropertyMoney';
export { PropertyLedger } from './PropertyLedger';
export { AuditHistory } from './AuditHistory';
