// The tax collection reports' tables (taxCollections/*): the screen and the exports both read these.
import { column, type ReportColumn, type ReportTable } from './table';

/** The figures every collection row carries (projections' CollectionFigures). */
export const COLLECTION_FIGURE_COLUMNS: ReportColumn[] = [
  column('receipts', 'Receipts', 'रसीदें', 'count'),
  column('arrearsPaise', 'Arrears collected', 'बकाया वसूली', 'paise'),
  column('currentPaise', 'Current year collected', 'चालू वर्ष वसूली', 'paise'),
  column('interestPaise', 'Interest collected', 'ब्याज वसूली', 'paise'),
  column('advancePaise', 'Advance', 'अग्रिम', 'paise'),
  column('feePaise', 'Fees', 'शुल्क', 'paise'),
  column('rebatePaise', 'Rebate given', 'दी गई छूट', 'paise'),
  column('amountPaise', 'Total collected', 'कुल वसूली', 'paise'),
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
