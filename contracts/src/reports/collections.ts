// The tax collection reports' tables (taxCollections/*): the screen and the exports both read these.
import type { TransactionMode } from '../transactions';
import { column, wideOnly, type ReportColumn, type ReportLanguage, type ReportTable } from './table';

/** The figures every collection row carries (projections' CollectionFigures). */
export const COLLECTION_FIGURE_COLUMNS: ReportColumn[] = [
  column('receipts', 'Receipts', 'रसीदें', 'count'),
  // The total first: on a 1366 px screen the table scrolls sideways, and the total is what is read.
  column('amountPaise', 'Total collected', 'कुल वसूली', 'paise'),
  column('arrearsPaise', 'Arrears collected', 'बकाया वसूली', 'paise'),
  column('currentPaise', 'Current year collected', 'चालू वर्ष वसूली', 'paise'),
  // Below 1200 px (a laptop at 200% zoom) the screen keeps receipts, total, arrears and current year.
  wideOnly(column('interestPaise', 'Interest collected', 'ब्याज वसूली', 'paise'), 'lg'),
  wideOnly(column('advancePaise', 'Advance', 'अग्रिम', 'paise'), 'lg'),
  wideOnly(column('feePaise', 'Fees', 'शुल्क', 'paise'), 'lg'),
  wideOnly(column('rebatePaise', 'Rebate given', 'दी गई छूट', 'paise'), 'lg'),
];

const table = (key: string, en: string, hi: string, first: ReportColumn[]): ReportTable => ({
  key,
  title: { en, hi },
  columns: [...first, ...COLLECTION_FIGURE_COLUMNS],
});

export const COLLECTION_TABLES = {
  typeWise: table('collection-by-mode', 'Collection by payment mode', 'भुगतान माध्यम अनुसार वसूली', [
    column('transactionType', 'Payment mode', 'भुगतान माध्यम', 'text'),
  ]),
  monthWise: table('collection-by-month', 'Collection by month', 'माह अनुसार वसूली', [
    column('month', 'Month', 'माह', 'month'),
  ]),
  monthly: table('collection-by-day', 'Collection by day', 'दिन अनुसार वसूली', [
    column('date', 'Date', 'तिथि', 'date'),
  ]),
  zoneWise: table('collection-by-zone', 'Collection by zone', 'ज़ोन अनुसार वसूली', [
    column('name', 'Zone', 'ज़ोन', 'text'),
  ]),
  wardWise: table('collection-by-ward', 'Collection by ward', 'वार्ड अनुसार वसूली', [
    column('name', 'Ward', 'वार्ड', 'text'),
  ]),
  mohallaWise: table('collection-by-mohalla', 'Collection by mohalla', 'मोहल्ला अनुसार वसूली', [
    column('name', 'Mohalla', 'मोहल्ला', 'text'),
  ]),
  riWise: table('collection-by-ri', 'Collection by revenue inspector', 'राजस्व निरीक्षक अनुसार वसूली', [
    column('username', 'Revenue inspector', 'राजस्व निरीक्षक', 'text'),
  ]),
} satisfies Record<string, ReportTable>;

export type CollectionTableKey = keyof typeof COLLECTION_TABLES;

/** Payment modes as people read them, in both languages (the screens and the Hindi files). */
export const MODE_NAMES: Record<TransactionMode, { en: string; hi: string }> = {
  cash: { en: 'Cash', hi: 'नकद' },
  cheque: { en: 'Cheque', hi: 'चेक' },
  dd: { en: 'DD', hi: 'डीडी' },
  online: { en: 'Online', hi: 'ऑनलाइन' },
  neft: { en: 'NEFT', hi: 'एनईएफटी' },
  pos: { en: 'POS', hi: 'पीओएस' },
  link: { en: 'Payment Link', hi: 'भुगतान लिंक' },
};

export const modeName = (mode: string, language: ReportLanguage) =>
  MODE_NAMES[mode as TransactionMode]?.[language] ?? mode;

/** A register line's state in words: a cancelled or bounced receipt is marked as such. */
export const RECEIPT_STATE_NAMES = {
  received: { en: 'Received', hi: 'प्राप्त' },
  cancelled: { en: 'Cancelled', hi: 'रद्द' },
  rejected: { en: 'Bounced', hi: 'अनादरित' },
  shifted: { en: 'Shifted', hi: 'स्थानांतरित' },
} as const;

export function receiptStateName(status: string, language: ReportLanguage): string {
  const state = status in RECEIPT_STATE_NAMES ? status : 'received';
  return RECEIPT_STATE_NAMES[state as keyof typeof RECEIPT_STATE_NAMES][language];
}

/** The receipt register (taxCollections/collectionList): one line per receipt, amounts by head. */
export const COLLECTION_LIST: ReportTable = {
  key: 'collection-list',
  title: { en: 'Collection list', hi: 'वसूली सूची' },
  columns: [
    column('receiptNumber', 'Receipt number', 'रसीद संख्या', 'text'),
    column('receiptDate', 'Receipt date', 'रसीद तिथि', 'date'),
    column('stateName', 'Status', 'स्थिति', 'text'),
    column('propertyUniqueId', 'Property ID', 'संपत्ति आईडी', 'text'),
    column('ownerName', 'Owner', 'स्वामी', 'text'),
    wideOnly(column('payerName', 'Payer', 'भुगतानकर्ता', 'text')),
    column('zoneName', 'Zone', 'ज़ोन', 'text'),
    wideOnly(column('wardName', 'Ward', 'वार्ड', 'text')),
    wideOnly(column('mohallaName', 'Mohalla', 'मोहल्ला', 'text')),
    column('modeName', 'Payment mode', 'भुगतान माध्यम', 'text'),
    wideOnly(column('instrumentText', 'Instrument', 'चेक / डीडी / संदर्भ', 'text')),
    wideOnly(column('byHead.house', 'House tax', 'गृह कर', 'paise')),
    wideOnly(column('byHead.water', 'Water tax', 'जल कर', 'paise')),
    wideOnly(column('byHead.sewer', 'Sewer tax', 'सीवर कर', 'paise')),
    wideOnly(column('advancePaise', 'Advance', 'अग्रिम', 'paise')),
    wideOnly(column('feePaise', 'Fees', 'शुल्क', 'paise')),
    wideOnly(column('rebatePaise', 'Rebate given', 'दी गई छूट', 'paise')),
    column('amountPaise', 'Amount', 'राशि', 'paise'),
  ],
};
