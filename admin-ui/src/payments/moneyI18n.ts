import { INSTRUMENT_DATE_MESSAGES, SHIFT_REASON_MESSAGES } from '@ptax/contracts';

// Hindi of the money texts of issue 12 (cheque / DD dates and standing, shifts, action toasts), by
// their English wording; spread into providers/i18n/hi.ts `hiByEnglishText`.

/** Under the admin online payment's optional email: what the gateway does with it, and that it may stay empty. */
export const ONLINE_EMAIL_HINT =
  'The payment gateway mails its receipt here. Leave it empty if the citizen has no email.';

export const moneyHiByEnglish: Record<string, string> = {
  [SHIFT_REASON_MESSAGES.required]: 'स्थानांतरण का कारण आवश्यक है',
  [SHIFT_REASON_MESSAGES.min]: 'कारण कम से कम 5 अक्षरों का होना चाहिए',
  'Cheque Date': 'चेक की तिथि',
  'DD Date': 'डिमांड ड्राफ्ट की तिथि',
  [INSTRUMENT_DATE_MESSAGES.chequeDateRequired]: 'चेक की तिथि आवश्यक है',
  [INSTRUMENT_DATE_MESSAGES.ddDateRequired]: 'डिमांड ड्राफ्ट की तिथि आवश्यक है',
  [INSTRUMENT_DATE_MESSAGES.dateInvalid]: 'सही तिथि दर्ज करें',
  [INSTRUMENT_DATE_MESSAGES.chequeStale]:
    'यह चेक पुराना (कालातीत) है: इसकी तिथि तीन महीने से अधिक पहले की है, बैंक इसका भुगतान नहीं करते',
  [INSTRUMENT_DATE_MESSAGES.ddStale]:
    'यह डिमांड ड्राफ्ट पुराना (कालातीत) है: इसकी तिथि तीन महीने से अधिक पहले की है, बैंक इसका भुगतान नहीं करते',
  [INSTRUMENT_DATE_MESSAGES.chequePostDated]:
    'यह चेक आगे की तिथि का है: इसकी तिथि आज के बाद की है। इसे इसकी तिथि से लिया जा सकता है',
  [INSTRUMENT_DATE_MESSAGES.ddPostDated]:
    'यह डिमांड ड्राफ्ट आगे की तिथि का है: इसकी तिथि आज के बाद की है। इसे इसकी तिथि से लिया जा सकता है',
  // The admin online payment's optional email (as the citizen pay form's).
  'Email (optional)': 'ईमेल (वैकल्पिक)',
  [ONLINE_EMAIL_HINT]: 'भुगतान गेटवे अपनी रसीद इस पते पर भेजता है। नागरिक के पास ईमेल न हो तो इसे खाली छोड़ दें।',
};
