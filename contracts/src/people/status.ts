import type { TransactionStatus } from '../transactions';
import { nameIn, type Names, type PeopleLanguage } from './words';

// A payment's or a transaction's state in words (the lists, the receipt panel, the ledger).

export const PAYMENT_STATUS_NAMES: Record<TransactionStatus, Names> = {
  initiated: { en: 'Initiated', hi: 'शुरू हुआ' },
  pending: { en: 'Pending', hi: 'लंबित' },
  success: { en: 'Success', hi: 'सफल' },
  failed: { en: 'Failed', hi: 'विफल' },
  rejected: { en: 'Rejected', hi: 'अस्वीकृत' },
  cancelled: { en: 'Cancelled', hi: 'रद्द' },
  shifted: { en: 'Shifted', hi: 'स्थानांतरित' },
};

export const paymentStatusName = (status: unknown, language: PeopleLanguage) =>
  nameIn(PAYMENT_STATUS_NAMES, status, language);
