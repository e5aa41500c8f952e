// The collection dashboard's tables (taxCollections/dashboard): the screen draws them and the call
// writes each as XLSX / PDF with `table=<name>&format=...`, from these same definitions.
import { column, type ReportTable } from './table';

const table = (key: string, en: string, hi: string, columns: ReportTable['columns']): ReportTable => ({
  key,
  title: { en, hi },
  columns,
});

export const COLLECTION_DASHBOARD_TABLES = {
  periods: table('collection-against-last-year', 'Collection against last year', 'पिछले वर्ष की तुलना में वसूली', [
    column('name', 'Period', 'अवधि', 'text'),
    column('receipts', 'Receipts', 'रसीदें', 'count'),
    column('amountPaise', 'Collected', 'वसूली', 'paise'),
    column('lastYearReceipts', 'Receipts last year', 'पिछले वर्ष रसीदें', 'count'),
    column('lastYearAmountPaise', 'Collected last year', 'पिछले वर्ष वसूली', 'paise'),
    column('changePercent', 'Change', 'परिवर्तन', 'percent'),
  ]),
  todayModes: table('collection-today-by-mode', "Today's collection by mode", 'आज की वसूली माध्यम अनुसार', [
    column('modeName', 'Payment mode', 'भुगतान माध्यम', 'text'),
    column('receipts', 'Receipts', 'रसीदें', 'count'),
    column('amountPaise', 'Collected today', 'आज वसूली', 'paise'),
    column('lastYearAmountPaise', 'Same day last year', 'पिछले वर्ष इसी दिन', 'paise'),
  ]),
  zones: table('demand-vs-collection-by-zone', 'Demand and collection by zone', 'ज़ोन अनुसार माँग एवं वसूली', [
    column('name', 'Zone', 'ज़ोन', 'text'),
    column('demandPaise', 'Demand', 'माँग', 'paise'),
    column('collectedPaise', 'Collected against demand', 'माँग के विरुद्ध वसूली', 'paise'),
    column('balancePaise', 'Balance', 'शेष', 'paise'),
    column('collectedPercent', 'Share collected', 'वसूली प्रतिशत', 'percent'),
    column('yearCollectionPaise', 'Collected this year', 'इस वर्ष वसूली', 'paise'),
  ]),
  modes: table(
    'collection-by-mode-against-last-year',
    'Collection by payment mode',
    'भुगतान माध्यम अनुसार वसूली',
    [
      column('modeName', 'Payment mode', 'भुगतान माध्यम', 'text'),
      column('receipts', 'Receipts', 'रसीदें', 'count'),
      column('amountPaise', 'Collected this year', 'इस वर्ष वसूली', 'paise'),
      column('lastYearAmountPaise', 'Same period last year', 'पिछले वर्ष इसी अवधि में', 'paise'),
    ],
  ),
  months: table('collection-by-month-against-last-year', 'Collection by month', 'माह अनुसार वसूली', [
    column('month', 'Month', 'माह', 'month'),
    column('receipts', 'Receipts', 'रसीदें', 'count'),
    column('amountPaise', 'Collected', 'वसूली', 'paise'),
    column('lastYearAmountPaise', 'Same month last year', 'पिछले वर्ष इसी माह', 'paise'),
  ]),
  wards: table('top-and-bottom-wards', 'Top and bottom wards', 'सर्वाधिक एवं न्यूनतम वसूली वाले वार्ड', [
    column('groupName', 'Group', 'समूह', 'text'),
    column('name', 'Ward', 'वार्ड', 'text'),
    column('zoneName', 'Zone', 'ज़ोन', 'text'),
    column('receipts', 'Receipts', 'रसीदें', 'count'),
    column('amountPaise', 'Collected this year', 'इस वर्ष वसूली', 'paise'),
  ]),
  riLeague: table('revenue-inspector-league', 'Revenue inspector league', 'राजस्व निरीक्षक तालिका', [
    column('rank', 'Rank', 'स्थान', 'count'),
    column('username', 'Revenue inspector', 'राजस्व निरीक्षक', 'text'),
    column('wardNames', 'Wards', 'वार्ड', 'text'),
    column('receipts', 'Receipts', 'रसीदें', 'count'),
    column('amountPaise', 'Collected this year', 'इस वर्ष वसूली', 'paise'),
    column('sharePercent', 'Share of the city', 'शहर में हिस्सा', 'percent'),
  ]),
} satisfies Record<string, ReportTable>;

export type CollectionDashboardTable = keyof typeof COLLECTION_DASHBOARD_TABLES;

/** The words of the dashboard's rows that the call writes (periods, ward groups), both languages. */
export const COLLECTION_DASHBOARD_WORDS = {
  today: { en: 'Today', hi: 'आज' },
  yearToDate: { en: 'This financial year to date', hi: 'इस वित्तीय वर्ष में आज तक' },
  top: { en: 'Top 5', hi: 'शीर्ष 5' },
  bottom: { en: 'Bottom 5', hi: 'निम्नतम 5' },
} as const;
