import {
  FEE_HEAD_NAMES,
  PROPERTY_ID_CHARACTERS_MESSAGE,
  PROPERTY_ID_CHECK_MESSAGE,
  PROPERTY_ID_LENGTH_MESSAGE,
} from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

// The ledger pages' own words. Tax heads, payment modes and receipt standings are the receipt page's
// (pages/receipt/texts.ts), so the ledger, the receipt and the paper say the same.

export interface LedgerTexts {
  intro: string;
  searchHeading: string;
  propertyId: string;
  enter: (label: string) => string;
  idHint: (length: number) => string;
  view: string;
  dontKnow: string;
  searchLink: string;
  /** The contracts' property ID messages (the spec's English) in this language. */
  idMessages: Record<string, string>;
  notFound: (id: string) => string;
  tryAgain: string;
  detailsHeading: string;
  owner: string;
  fatherName: string;
  husbandName: string;
  houseNumber: string;
  address: string;
  mohalla: string;
  ward: string;
  owedHeading: string;
  current: string;
  arrears: string;
  interest: string;
  advance: string;
  fees: string;
  totalDue: string;
  rebateOnline: (percentage: number) => string;
  rebateUntil: (day: string) => string;
  netPayable: string;
  counterPayable: (amount: string) => string;
  payNow: string;
  nothingPayable: string;
  // Issue 12: before this year's demand is raised.
  notIssued: string;
  notIssuedNote: (financialYear: string) => string;
  estimate: (financialYear: string, amount: string) => string;
  downloadBill: string;
  asOfLabel: string;
  show: string;
  backToToday: string;
  futureDate: string;
  asOfToday: (day: string) => string;
  asOfDay: (day: string) => string;
  yearsHeading: string;
  kinds: Record<'arrears' | 'current', string>;
  head: string;
  demand: string;
  adjustment: string;
  /** The column: interest charged and accrued. */
  interestColumn: string;
  rebate: string;
  paid: string;
  balance: string;
  yearTotal: string;
  yearCaption: (year: string) => string;
  allYears: string;
  noYears: string;
  dueOn: (day: string) => string;
  paymentsHeading: string;
  noPayments: string;
  paidOn: string;
  mode: string;
  amount: string;
  receipt: string;
  receiptPending: string;
  downloadReceipt: string;
  counted: string;
  rebateGiven: string;
  shiftedTo: (id: string) => string;
  shiftedFrom: (id: string) => string;
  explainSummary: string;
}

const ID_MESSAGES_HI: Record<string, string> = {
  'Property ID is required': 'संपत्ति आईडी आवश्यक है',
  [PROPERTY_ID_LENGTH_MESSAGE]: 'संपत्ति आईडी ठीक 17 अक्षरों की होनी चाहिए',
  [PROPERTY_ID_CHARACTERS_MESSAGE]: 'संपत्ति आईडी में केवल अक्षर, अंक और हाइफ़न हो सकते हैं',
  [PROPERTY_ID_CHECK_MESSAGE]: 'संपत्ति आईडी मान्य नहीं है, कृपया जाँच कर फिर से प्रयास करें',
};

export const LEDGER_TEXTS: Record<Lang, LedgerTexts> = {
  en: {
    intro: 'See the demands, payments and balance of your property, year by year.',
    searchHeading: 'Open a ledger',
    propertyId: 'Property ID',
    enter: (label) => `Enter ${label}`,
    idHint: (length) =>
      `The property ID has ${length} characters. It is printed on your tax bill and receipts.`,
    view: 'View ledger',
    dontKnow: 'Do not know your property ID?',
    searchLink: 'Search for your property',
    idMessages: {},
    notFound: (id) =>
      `No property was found with the ID "${id}". Please check the ID, or search for your property.`,
    tryAgain: 'Try again',
    detailsHeading: 'Property details',
    owner: 'Owner',
    fatherName: "Father's name",
    husbandName: "Husband's name",
    houseNumber: 'House no.',
    address: 'Address',
    mohalla: 'Mohalla',
    ward: 'Ward',
    owedHeading: 'What is owed today',
    current: 'Current year tax',
    arrears: 'Arrears',
    interest: 'Interest on arrears',
    advance: 'Advance credit',
    fees: FEE_HEAD_NAMES.mutation.en,
    totalDue: 'Total due',
    rebateOnline: (percentage) => `Rebate for paying it all online today (${percentage}%)`,
    rebateUntil: (day) => `The rebate is only for paying the whole amount, by ${day}.`,
    netPayable: 'Net payable online',
    counterPayable: (amount) => `At the Nagar Nigam counter the net payable is ${amount}.`,
    payNow: 'Pay now',
    nothingPayable: 'Nothing is payable on this property today.',
    notIssued: 'Bill not issued yet',
    notIssuedNote: (year) =>
      `The bill for ${year} has not been issued yet. The amounts above are what is owed from earlier years; a rebate on this year's tax is given once its bill is issued.`,
    estimate: (year, amount) =>
      `By the property's current details, the tax for ${year} will be about ${amount}.`,
    downloadBill: 'Download bill (PDF)',
    asOfLabel: 'Show the ledger as of',
    show: 'Show',
    backToToday: 'Back to today',
    futureDate: 'The date can not be after today',
    asOfToday: (day) => `Ledger as of today, ${day}`,
    asOfDay: (day) => `Ledger as of ${day}`,
    yearsHeading: 'Ledger by year',
    kinds: { arrears: 'Arrears', current: 'Current year' },
    head: 'Tax',
    demand: 'Demand',
    adjustment: 'Adjustment',
    interestColumn: 'Interest',
    rebate: 'Rebate',
    paid: 'Paid',
    balance: 'Balance',
    yearTotal: 'Total for the year',
    yearCaption: (year) => `Financial year ${year}, by tax`,
    allYears: 'Total of all years',
    noYears: 'No demand had been raised on this property by this day.',
    dueOn: (day) => `Total due on ${day}`,
    paymentsHeading: 'Payments and receipts',
    noPayments: 'No payment had been received for this property by this day.',
    paidOn: 'Paid on',
    mode: 'Mode',
    amount: 'Amount',
    receipt: 'Receipt',
    receiptPending: 'Being prepared',
    downloadReceipt: 'Download receipt',
    counted: 'Counted',
    rebateGiven: 'Rebate given',
    shiftedTo: (id) => `Moved to property ${id}`,
    shiftedFrom: (id) => `Moved here from property ${id}`,
    explainSummary: 'How is my tax calculated?',
  },
  hi: {
    intro: 'अपनी संपत्ति की माँग, भुगतान और बकाया वर्षवार देखें।',
    searchHeading: 'खाता-बही खोलें',
    propertyId: 'संपत्ति आईडी',
    enter: (label) => `${label} दर्ज करें`,
    idHint: (length) => `संपत्ति आईडी में ${length} अक्षर होते हैं। यह आपके कर बिल और रसीदों पर छपी होती है।`,
    view: 'खाता-बही देखें',
    dontKnow: 'अपनी संपत्ति आईडी नहीं जानते?',
    searchLink: 'अपनी संपत्ति खोजें',
    idMessages: ID_MESSAGES_HI,
    notFound: (id) => `आईडी "${id}" की कोई संपत्ति नहीं मिली। कृपया आईडी जाँच लें, या अपनी संपत्ति खोजें।`,
    tryAgain: 'फिर से प्रयास करें',
    detailsHeading: 'संपत्ति का विवरण',
    owner: 'स्वामी',
    fatherName: 'पिता का नाम',
    husbandName: 'पति का नाम',
    houseNumber: 'मकान नं.',
    address: 'पता',
    mohalla: 'मोहल्ला',
    ward: 'वार्ड',
    owedHeading: 'आज की देय राशि',
    current: 'चालू वर्ष का कर',
    arrears: 'बकाया',
    interest: 'बकाया पर ब्याज',
    advance: 'अग्रिम जमा',
    fees: FEE_HEAD_NAMES.mutation.hi,
    totalDue: 'कुल देय',
    rebateOnline: (percentage) => `आज पूरा ऑनलाइन भुगतान करने पर छूट (${percentage}%)`,
    rebateUntil: (day) => `छूट केवल ${day} तक पूरी राशि के भुगतान पर मिलती है।`,
    netPayable: 'ऑनलाइन शुद्ध देय',
    counterPayable: (amount) => `नगर निगम काउंटर पर शुद्ध देय ${amount} है।`,
    payNow: 'अभी भुगतान करें',
    nothingPayable: 'इस संपत्ति पर आज कुछ भी देय नहीं है।',
    notIssued: 'बिल अभी जारी नहीं हुआ',
    notIssuedNote: (year) =>
      `${year} का बिल अभी जारी नहीं हुआ है। ऊपर की राशि पिछले वर्षों की बकाया है; इस वर्ष के कर पर छूट उसका बिल जारी होने के बाद ही मिलेगी।`,
    estimate: (year, amount) => `संपत्ति के वर्तमान विवरण के अनुसार ${year} का कर लगभग ${amount} होगा।`,
    downloadBill: 'बिल डाउनलोड करें (PDF)',
    asOfLabel: 'इस तिथि तक की खाता-बही दिखाएँ',
    show: 'दिखाएँ',
    backToToday: 'आज की खाता-बही',
    futureDate: 'तिथि आज के बाद की नहीं हो सकती',
    asOfToday: (day) => `आज, ${day} तक की खाता-बही`,
    asOfDay: (day) => `${day} तक की खाता-बही`,
    yearsHeading: 'वर्षवार खाता-बही',
    kinds: { arrears: 'बकाया', current: 'चालू वर्ष' },
    head: 'कर',
    demand: 'माँग',
    adjustment: 'समायोजन',
    interestColumn: 'ब्याज',
    rebate: 'छूट',
    paid: 'भुगतान',
    balance: 'शेष',
    yearTotal: 'वर्ष का योग',
    yearCaption: (year) => `वित्तीय वर्ष ${year}, हर कर अलग-अलग`,
    allYears: 'सभी वर्षों का योग',
    noYears: 'इस तिथि तक इस संपत्ति पर कोई माँग नहीं बनी थी।',
    dueOn: (day) => `${day} को कुल देय`,
    paymentsHeading: 'भुगतान और रसीदें',
    noPayments: 'इस तिथि तक इस संपत्ति का कोई भुगतान प्राप्त नहीं हुआ था।',
    paidOn: 'भुगतान की तिथि',
    mode: 'माध्यम',
    amount: 'राशि',
    receipt: 'रसीद',
    receiptPending: 'तैयार हो रही है',
    downloadReceipt: 'रसीद डाउनलोड करें',
    counted: 'जमा',
    rebateGiven: 'दी गई छूट',
    shiftedTo: (id) => `संपत्ति ${id} में स्थानांतरित`,
    shiftedFrom: (id) => `संपत्ति ${id} से यहाँ स्थानांतरित`,
    explainSummary: 'मेरा कर कैसे निकाला गया?',
  },
};
