import {
  FEE_HEAD_NAMES,
  INSTRUMENT_STANDING_TEXT,
  type ApportionmentLine,
  type FeeHead,
  type TaxHead,
} from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import type { ReceiptStatus } from './api';

// The receipt page's own words. Line and head names are those of the printed receipt
// (ledger-service/src/receipts/document.ts), so the screen and the paper say the same.

export interface ReceiptTexts {
  searchHeading: string;
  numberLabel: string;
  enter: (label: string) => string;
  numberRequired: string;
  numberHint: string;
  /** Under the property ID field: why it is asked and where it is found. */
  propertyHint: (length: number) => string;
  find: string;
  notFound: (number: string, property: string) => string;
  tryAgain: string;
  receiptNumber: string;
  txnId: string;
  propertyId: string;
  owner: string;
  amount: string;
  mode: string;
  paidOn: string;
  rebate: string;
  status: string;
  receiptHeading: string;
  linesHeading: string;
  download: string;
  statusNames: Record<ReceiptStatus, string>;
  statusNotes: Record<ReceiptStatus, string>;
  modes: Record<string, string>;
  kinds: Record<Exclude<ApportionmentLine['kind'], 'fee'>, string>;
  heads: Record<TaxHead, string>;
  fees: Record<FeeHead, string>;
  genuine: string;
  genuineNote: (city: string) => string;
  notVerified: string;
  notVerifiedNote: string;
  showReceipt: string;
}

export const RECEIPT_TEXTS: Record<Lang, ReceiptTexts> = {
  en: {
    searchHeading: 'Find a receipt',
    numberLabel: 'Receipt number or transaction ID',
    enter: (label) => `Enter ${label}`,
    numberRequired: 'Receipt number or transaction ID is required',
    numberHint:
      'The receipt number is printed on the receipt. The transaction ID is in the message you got when you paid.',
    propertyHint: (length) =>
      `The ${length}-character property ID the payment was made for, as printed on the receipt and your tax bill. Receipts are shown only with it.`,
    find: 'Find receipt',
    notFound: (number, property) =>
      `No receipt was found for "${number}" on property ${property}. Please check both. A payment that is still being confirmed has no receipt yet.`,
    tryAgain: 'Try again',
    receiptNumber: 'Receipt number',
    txnId: 'Transaction ID',
    propertyId: 'Property ID',
    owner: 'Owner',
    amount: 'Amount paid',
    mode: 'Payment mode',
    paidOn: 'Paid on',
    rebate: 'Rebate given',
    status: 'Status',
    receiptHeading: 'Receipt',
    linesHeading: 'How the payment was applied',
    download: 'Download receipt (PDF)',
    statusNames: {
      valid: 'Valid',
      cancelled: 'CANCELLED',
      rejected: 'REJECTED',
      shifted: 'SHIFTED',
      ...INSTRUMENT_STANDING_TEXT.en.name,
    },
    statusNotes: {
      ...INSTRUMENT_STANDING_TEXT.en.note,
      valid: 'Valid receipt: this payment counts towards the property tax of the property shown.',
      cancelled:
        'CANCELLED: this payment has been cancelled. The receipt no longer counts as a payment of property tax.',
      rejected:
        'REJECTED: this payment was rejected, for example a cheque that bounced. The receipt no longer counts as a payment of property tax.',
      shifted:
        'SHIFTED: this payment has been moved to another property. The receipt no longer counts for the property shown.',
    },
    modes: {
      cash: 'Cash',
      cheque: 'Cheque',
      dd: 'Demand draft',
      online: 'Online',
      neft: 'NEFT',
      pos: 'Card (POS)',
      link: 'Payment link',
    },
    kinds: { interest: 'Interest', arrears: 'Arrears', current: 'Current year', advance: 'Advance credit' },
    heads: { house: 'House tax', water: 'Water tax', sewer: 'Sewer tax' },
    fees: { mutation: FEE_HEAD_NAMES.mutation.en },
    genuine: 'Genuine receipt',
    genuineNote: (city) => `This receipt was issued by ${city}.`,
    notVerified: 'This receipt could not be verified',
    notVerifiedNote:
      'The code on this receipt was not issued by us. Do not accept it as proof of payment. You can look the receipt up by its number below, or ask at the Nagar Nigam office.',
    showReceipt: 'See the whole receipt',
  },
  hi: {
    searchHeading: 'रसीद खोजें',
    numberLabel: 'रसीद संख्या या लेन-देन आईडी',
    enter: (label) => `${label} दर्ज करें`,
    numberRequired: 'रसीद संख्या या लेन-देन आईडी आवश्यक है',
    numberHint: 'रसीद संख्या रसीद पर छपी होती है। लेन-देन आईडी भुगतान के समय मिले संदेश में होती है।',
    propertyHint: (length) =>
      `जिस संपत्ति के लिए भुगतान किया गया, उसकी ${length} अक्षरों की संपत्ति आईडी, जो रसीद और आपके कर बिल पर छपी होती है। रसीद इसी के साथ दिखाई जाती है।`,
    find: 'रसीद खोजें',
    notFound: (number, property) =>
      `संपत्ति ${property} पर "${number}" की कोई रसीद नहीं मिली। कृपया दोनों जाँच लें। जिस भुगतान की पुष्टि अभी हो रही है, उसकी रसीद अभी नहीं बनी है।`,
    tryAgain: 'फिर से प्रयास करें',
    receiptNumber: 'रसीद संख्या',
    txnId: 'लेन-देन आईडी',
    propertyId: 'संपत्ति आईडी',
    owner: 'स्वामी',
    amount: 'भुगतान की गई राशि',
    mode: 'भुगतान का माध्यम',
    paidOn: 'भुगतान की तिथि',
    rebate: 'दी गई छूट',
    status: 'स्थिति',
    receiptHeading: 'रसीद',
    linesHeading: 'भुगतान किन मदों में जमा हुआ',
    download: 'रसीद डाउनलोड करें (PDF)',
    statusNames: {
      valid: 'मान्य',
      cancelled: 'रद्द',
      rejected: 'अस्वीकृत',
      shifted: 'स्थानांतरित',
      ...INSTRUMENT_STANDING_TEXT.hi.name,
    },
    statusNotes: {
      ...INSTRUMENT_STANDING_TEXT.hi.note,
      valid: 'मान्य रसीद: यह भुगतान दर्शाई गई संपत्ति के संपत्ति कर में जमा है।',
      cancelled: 'रद्द: यह भुगतान रद्द कर दिया गया है। यह रसीद अब संपत्ति कर के भुगतान के रूप में मान्य नहीं है।',
      rejected: 'अस्वीकृत: यह भुगतान अस्वीकृत हुआ, जैसे अनादरित चेक। यह रसीद अब संपत्ति कर के भुगतान के रूप में मान्य नहीं है।',
      shifted:
        'स्थानांतरित: यह भुगतान किसी अन्य संपत्ति में स्थानांतरित कर दिया गया है। यह रसीद दर्शाई गई संपत्ति के लिए अब मान्य नहीं है।',
    },
    modes: {
      cash: 'नकद',
      cheque: 'चेक',
      dd: 'डिमांड ड्राफ्ट',
      online: 'ऑनलाइन',
      neft: 'NEFT',
      pos: 'कार्ड (POS)',
      link: 'भुगतान लिंक',
    },
    kinds: { interest: 'ब्याज', arrears: 'बकाया', current: 'चालू वर्ष', advance: 'अग्रिम जमा' },
    heads: { house: 'गृह कर', water: 'जल कर', sewer: 'सीवर कर' },
    fees: { mutation: FEE_HEAD_NAMES.mutation.hi },
    genuine: 'प्रामाणिक रसीद',
    genuineNote: (city) => `यह रसीद ${city} द्वारा जारी की गई है।`,
    notVerified: 'इस रसीद का सत्यापन नहीं हो सका',
    notVerifiedNote:
      'इस रसीद पर छपा कोड हमारे द्वारा जारी नहीं किया गया है। इसे भुगतान के प्रमाण के रूप में स्वीकार न करें। आप नीचे रसीद संख्या से रसीद खोज सकते हैं, या नगर निगम कार्यालय में पूछ सकते हैं।',
    showReceipt: 'पूरी रसीद देखें',
  },
};
