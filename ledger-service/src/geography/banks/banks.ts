import type { BankAddedData } from '../events';

/**
 * The bank master: the public sector and major private banks with branches across Uttar Pradesh,
 * keyed by the four-letter bank code of their IFSC (RBI), which the cheque / DD forms check against.
 */
export const BANKS: Omit<BankAddedData, 'addedAt' | 'bankId'>[] = [
  { name: 'State Bank of India', ifscPrefix: 'SBIN' },
  { name: 'Punjab National Bank', ifscPrefix: 'PUNB' },
  { name: 'Bank of Baroda', ifscPrefix: 'BARB' },
  { name: 'Canara Bank', ifscPrefix: 'CNRB' },
  { name: 'Union Bank of India', ifscPrefix: 'UBIN' },
  { name: 'Bank of India', ifscPrefix: 'BKID' },
  { name: 'Central Bank of India', ifscPrefix: 'CBIN' },
  { name: 'Indian Bank', ifscPrefix: 'IDIB' },
  { name: 'Indian Overseas Bank', ifscPrefix: 'IOBA' },
  { name: 'UCO Bank', ifscPrefix: 'UCBA' },
  { name: 'Bank of Maharashtra', ifscPrefix: 'MAHB' },
  { name: 'Punjab & Sind Bank', ifscPrefix: 'PSIB' },
  { name: 'IDBI Bank', ifscPrefix: 'IBKL' },
  { name: 'HDFC Bank', ifscPrefix: 'HDFC' },
  { name: 'ICICI Bank', ifscPrefix: 'ICIC' },
  { name: 'Axis Bank', ifscPrefix: 'UTIB' },
  { name: 'Kotak Mahindra Bank', ifscPrefix: 'KKBK' },
  { name: 'IndusInd Bank', ifscPrefix: 'INDB' },
  { name: 'Yes Bank', ifscPrefix: 'YESB' },
  { name: 'Federal Bank', ifscPrefix: 'FDRL' },
  { name: 'IDFC First Bank', ifscPrefix: 'IDFB' },
  { name: 'Bandhan Bank', ifscPrefix: 'BDBL' },
  { name: 'AU Small Finance Bank', ifscPrefix: 'AUBL' },
];
