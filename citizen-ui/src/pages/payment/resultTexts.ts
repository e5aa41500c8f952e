import type { Lang, Messages } from '../../i18n/messages';
import type { Loaded } from '../../shared/useLoad';
import type { PaymentStatus } from './api';

// The words of the success and failure pages a gateway sends the payer back to.

export interface ResultTexts {
  txnId: string;
  propertyId: string;
  amount: string;
  receiptNumber: string;
  paidAt: string;
  thanks: string;
  downloadReceipt: string;
  viewReceipts: string;
  receiptPending: string;
  awaitingBank: string;
  notSuccessful: string;
  checkAgain: string;
  failed: string;
  moneyNote: string;
  reason: string;
  unverified: string;
  expired: string;
  tryAgain: string;
  home: string;
  succeededAfterAll: string;
  // Issue 12: the heading follows what the payment is, once it is known.
  checking: string;
  pendingHeading: string;
  notFoundHeading: string;
  notFound: (txnId: string) => string;
  lookupFailedHeading: string;
}

export const RESULT_TEXTS: Record<Lang, ResultTexts> = {
  en: {
    txnId: 'Transaction ID',
    propertyId: 'Property ID',
    amount: 'Amount',
    receiptNumber: 'Receipt number',
    paidAt: 'Paid on',
    thanks: 'Thank you. Your payment has been received.',
    downloadReceipt: 'Download receipt',
    viewReceipts: 'Find a receipt',
    receiptPending: 'Your receipt is being prepared. Please check again in a minute.',
    awaitingBank: 'We are waiting for the confirmation of your bank. Please check again in a few minutes.',
    notSuccessful: 'This payment was not completed.',
    checkAgain: 'Check again',
    failed: 'Your payment could not be completed.',
    moneyNote:
      'If money was taken from your account, it is credited to your property once the bank confirms it, or the bank returns it.',
    reason: 'Reason',
    unverified: 'The answer of the payment gateway could not be verified.',
    expired: 'The payment was not completed in time.',
    tryAgain: 'Try again',
    home: 'Home',
    succeededAfterAll: 'This payment has been received after all.',
    checking: 'Checking your payment',
    pendingHeading: 'Payment Pending',
    notFoundHeading: 'Payment Not Found',
    notFound: (txnId) =>
      `We have no payment with transaction ID ${txnId}. Check the ID in the message from the payment page or your bank, or find your receipt.`,
    lookupFailedHeading: 'Payment status not available',
  },
  hi: {
    txnId: 'लेन-देन आईडी',
    propertyId: 'संपत्ति आईडी',
    amount: 'राशि',
    receiptNumber: 'रसीद संख्या',
    paidAt: 'भुगतान की तिथि',
    thanks: 'धन्यवाद। आपका भुगतान प्राप्त हो गया है।',
    downloadReceipt: 'रसीद डाउनलोड करें',
    viewReceipts: 'रसीद खोजें',
    receiptPending: 'आपकी रसीद तैयार की जा रही है। कृपया एक मिनट बाद फिर देखें।',
    awaitingBank: 'हम आपके बैंक की पुष्टि की प्रतीक्षा कर रहे हैं। कृपया कुछ मिनट बाद फिर देखें।',
    notSuccessful: 'यह भुगतान पूरा नहीं हुआ।',
    checkAgain: 'फिर से देखें',
    failed: 'आपका भुगतान पूरा नहीं हो सका।',
    moneyNote:
      'यदि आपके खाते से राशि कट गई है, तो बैंक की पुष्टि होते ही वह आपकी संपत्ति में जमा हो जाएगी, या बैंक उसे लौटा देगा।',
    reason: 'कारण',
    unverified: 'भुगतान गेटवे के उत्तर का सत्यापन नहीं हो सका।',
    expired: 'भुगतान समय पर पूरा नहीं हुआ।',
    tryAgain: 'फिर से प्रयास करें',
    home: 'होम',
    succeededAfterAll: 'यह भुगतान अंततः प्राप्त हो गया है।',
    checking: 'आपके भुगतान की जाँच हो रही है',
    pendingHeading: 'भुगतान लंबित है',
    notFoundHeading: 'भुगतान नहीं मिला',
    notFound: (txnId) =>
      `लेन-देन आईडी ${txnId} का कोई भुगतान हमारे पास नहीं है। भुगतान पृष्ठ या बैंक के संदेश में आईडी जाँचें, या अपनी रसीद खोजें।`,
    lookupFailedHeading: 'भुगतान की स्थिति अभी नहीं मिल सकी',
  },
};

/** What a payment lookup found: the payment, or nothing under that transaction ID (404). */
export type Lookup = PaymentStatus | null;

/**
 * The heading of a result page: success only for a payment that succeeded, whichever page the
 * gateway sent the payer to; a neutral one while the payment is being looked up.
 */
export function resultHeading(state: Loaded<Lookup>, t: ResultTexts, m: Messages): string {
  if (state.status === 'loading') return t.checking;
  if (state.status === 'failed') return t.lookupFailedHeading;
  const payment = state.data;
  if (!payment) return t.notFoundHeading;
  if (payment.status === 'success') return m.pages.paymentSuccess;
  if (payment.status === 'initiated' || payment.status === 'pending') return t.pendingHeading;
  return m.pages.paymentFailure;
}
