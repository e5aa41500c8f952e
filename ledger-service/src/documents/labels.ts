import { INSTRUMENT_STANDING_TEXT } from '@ptax/contracts';
import type { Language } from './types';

// Every fixed text of the bill and the receipt, in English and Hindi; the document's language chooses.

/** The parts of a shift's sentence: properties, the day and time in IST, who shifted and who asked. */
export interface ShiftWords {
  from: string;
  to: string;
  when: string;
  by?: string;
  requestedBy: string;
}

const en = {
  billTitle: 'Property Tax Demand Bill',
  receiptTitle: 'Property Tax Payment Receipt',
  billNumber: 'Bill No.',
  financialYear: 'Financial year',
  issuedOn: 'Date of issue',
  dueDate: 'Due date',
  propertyId: 'Property ID',
  ownerName: 'Owner',
  fatherOrHusbandName: "Father's / husband's name",
  address: 'Address',
  zone: 'Zone',
  ward: 'Ward',
  mohalla: 'Mohalla',
  arv: 'Annual rental value (ARV)',
  year: 'Year',
  head: 'Tax head',
  demand: 'Demand',
  paid: 'Paid',
  interest: 'Interest',
  balance: 'Balance',
  kinds: { arrears: 'Arrears', current: 'Current' },
  heads: { housePaise: 'House tax', waterPaise: 'Water tax', sewerPaise: 'Sewer tax' },
  totalArrears: 'Arrears',
  totalInterest: 'Interest on arrears',
  totalCurrent: 'Current year tax',
  totalFees: 'Mutation fee',
  lessRebate: 'Less: rebate',
  lessAdvance: 'Less: advance credit',
  netPayable: 'Net amount payable',
  howComputed: 'How this bill was computed',
  payOnline: 'Scan to pay online',
  receiptNumber: 'Receipt No.',
  txnId: 'Transaction ID',
  paidAt: 'Date and time of payment',
  mode: 'Mode of payment',
  payerName: 'Paid by',
  chequeNo: 'Cheque No.',
  ddNumber: 'DD No.',
  chequeDate: 'Cheque date',
  ddDate: 'DD date',
  bankName: 'Bank',
  issuerName: 'Issued by',
  refId: 'Reference ID',
  particulars: 'Particulars',
  amount: 'Amount',
  rebateAllowed: 'Rebate allowed',
  amountPaid: 'Amount paid',
  status: 'Status',
  statuses: {
    valid: 'Valid',
    cancelled: 'CANCELLED',
    rejected: 'REJECTED',
    shifted: 'SHIFTED',
    ...INSTRUMENT_STANDING_TEXT.en.name,
  },
  verify: 'Scan to check that this receipt is genuine and has not been cancelled',
  shiftHeading: 'Payment shifted between properties',
  shiftedIn: (s: ShiftWords) =>
    `Shifted to this property from property ${s.from} on ${s.when}${s.by ? ` by ${s.by}` : ''}, at the request of ${s.requestedBy}.`,
  shiftedOut: (s: ShiftWords) =>
    `Shifted from this property to property ${s.to} on ${s.when}${s.by ? ` by ${s.by}` : ''}, at the request of ${s.requestedBy}. It no longer counts for this property.`,
  shiftReason: (reason: string) => `Reason: ${reason}`,
  footer: 'This is a computer-generated document and does not require a signature.',
  page: 'Page',
};

export type Labels = typeof en;

const hi: Labels = {
  billTitle: 'संपत्ति कर माँग पत्र',
  receiptTitle: 'संपत्ति कर भुगतान रसीद',
  billNumber: 'बिल संख्या',
  financialYear: 'वित्तीय वर्ष',
  issuedOn: 'जारी करने की तिथि',
  dueDate: 'देय तिथि',
  propertyId: 'संपत्ति आईडी',
  ownerName: 'स्वामी का नाम',
  fatherOrHusbandName: 'पिता / पति का नाम',
  address: 'पता',
  zone: 'ज़ोन',
  ward: 'वार्ड',
  mohalla: 'मोहल्ला',
  arv: 'वार्षिक किराया मूल्य (एआरवी)',
  year: 'वर्ष',
  head: 'कर मद',
  demand: 'माँग',
  paid: 'जमा',
  interest: 'ब्याज',
  balance: 'शेष',
  kinds: { arrears: 'बकाया', current: 'चालू' },
  heads: { housePaise: 'गृह कर', waterPaise: 'जल कर', sewerPaise: 'सीवर कर' },
  totalArrears: 'बकाया राशि',
  totalInterest: 'बकाया पर ब्याज',
  totalCurrent: 'चालू वर्ष का कर',
  totalFees: 'नामांतरण शुल्क',
  lessRebate: 'घटाएँ: छूट',
  lessAdvance: 'घटाएँ: अग्रिम जमा',
  netPayable: 'शुद्ध देय राशि',
  howComputed: 'गणना का विवरण',
  payOnline: 'ऑनलाइन भुगतान के लिए स्कैन करें',
  receiptNumber: 'रसीद संख्या',
  txnId: 'लेन-देन आईडी',
  paidAt: 'भुगतान की तिथि एवं समय',
  mode: 'भुगतान का माध्यम',
  payerName: 'भुगतानकर्ता',
  chequeNo: 'चेक संख्या',
  ddNumber: 'डिमांड ड्राफ्ट संख्या',
  chequeDate: 'चेक की तिथि',
  ddDate: 'डिमांड ड्राफ्ट की तिथि',
  bankName: 'बैंक',
  issuerName: 'जारीकर्ता',
  refId: 'संदर्भ संख्या',
  particulars: 'विवरण',
  amount: 'राशि',
  rebateAllowed: 'दी गई छूट',
  amountPaid: 'भुगतान की गई राशि',
  status: 'स्थिति',
  statuses: {
    valid: 'मान्य',
    cancelled: 'रद्द',
    rejected: 'अस्वीकृत',
    shifted: 'स्थानांतरित',
    ...INSTRUMENT_STANDING_TEXT.hi.name,
  },
  verify: 'रसीद असली है और रद्द नहीं हुई, यह जाँचने के लिए स्कैन करें',
  shiftHeading: 'भुगतान का एक संपत्ति से दूसरी संपत्ति पर स्थानांतरण',
  shiftedIn: (s: ShiftWords) =>
    `यह भुगतान ${s.when} को${s.by ? ` ${s.by} द्वारा` : ''}, ${s.requestedBy} के अनुरोध पर, संपत्ति ${s.from} से इस संपत्ति पर स्थानांतरित किया गया।`,
  shiftedOut: (s: ShiftWords) =>
    `यह भुगतान ${s.when} को${s.by ? ` ${s.by} द्वारा` : ''}, ${s.requestedBy} के अनुरोध पर, इस संपत्ति से संपत्ति ${s.to} पर स्थानांतरित किया गया। यह अब इस संपत्ति के लिए मान्य नहीं है।`,
  shiftReason: (reason: string) => `कारण: ${reason}`,
  footer: 'यह कंप्यूटर द्वारा जनित दस्तावेज़ है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
  page: 'पृष्ठ',
};

/** Payment modes as the counter names them; a mode not listed is printed as given. */
const hindiModes: Record<string, string> = {
  Cash: 'नकद',
  Cheque: 'चेक',
  DD: 'डिमांड ड्राफ्ट',
  Online: 'ऑनलाइन',
  NEFT: 'एनईएफटी',
  POS: 'पीओएस (कार्ड मशीन)',
};

export const LABELS: Record<Language, Labels> = { en, hi };

export const modeLabel = (language: Language, mode: string): string =>
  language === 'hi' ? (hindiModes[mode] ?? mode) : mode;

/** Every fixed text a document in this language can print, for the shaping test. */
export const labelTexts = (language: Language): string[] =>
  language === 'hi' ? [...flatten(hi), ...Object.values(hindiModes)] : flatten(en);

function flatten(value: object): string[] {
  return Object.values(value).flatMap((v) => (typeof v === 'string' ? [v] : flatten(v as object)));
}
