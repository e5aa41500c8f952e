// The DCB report's tables (taxDemands/dcb): one per level of the drill-down, and the split by tax
// head of the place shown. The screen and the XLSX / PDF exports both read these.
import { column, wideOnly, type ReportColumn, type ReportTable } from './table';

export const DCB_LEVELS = ['city', 'zone', 'ward', 'mohalla', 'property'] as const;
export type DcbLevel = (typeof DCB_LEVELS)[number];

export const DCB_HEADS = ['house', 'water', 'sewer'] as const;
export type DcbTaxHead = (typeof DCB_HEADS)[number];

/**
 * The figures of every DCB row (projections' DcbFigures), balance last. On screens narrower than 1536 px
 * (the office laptop at 1366 or 1280 px, and at 200% zoom) the screen keeps demand, collection and
 * balance; interest, rebate and interest collected show from 1536 px (every file has them all).
 */
export const DCB_FIGURE_COLUMNS: ReportColumn[] = [
  column('arrearDemandPaise', 'Arrear demand', 'बकाया माँग', 'paise'),
  column('currentDemandPaise', 'Current demand', 'चालू माँग', 'paise'),
  wideOnly(column('interestPaise', 'Interest', 'ब्याज', 'paise')),
  wideOnly(column('rebatePaise', 'Rebate given', 'दी गई छूट', 'paise')),
  column('collectionArrearsPaise', 'Collected against arrears', 'बकाया के विरुद्ध वसूली', 'paise'),
  column('collectionCurrentPaise', 'Collected against current', 'चालू के विरुद्ध वसूली', 'paise'),
  wideOnly(column('collectionInterestPaise', 'Collected against interest', 'ब्याज के विरुद्ध वसूली', 'paise')),
  column('balancePaise', 'Balance', 'शेष', 'paise'),
];

const table = (key: string, en: string, hi: string, first: ReportColumn[]): ReportTable => ({
  key,
  title: { en, hi },
  columns: [...first, ...DCB_FIGURE_COLUMNS],
});

export const DCB_TABLES: Record<DcbLevel, ReportTable> = {
  city: table('dcb-city', 'Demand, collection and balance: city', 'माँग, वसूली एवं शेष: शहर', [
    column('name', 'City', 'शहर', 'text'),
  ]),
  zone: table('dcb-by-zone', 'Demand, collection and balance by zone', 'ज़ोन अनुसार माँग, वसूली एवं शेष', [
    column('name', 'Zone', 'ज़ोन', 'text'),
  ]),
  ward: table('dcb-by-ward', 'Demand, collection and balance by ward', 'वार्ड अनुसार माँग, वसूली एवं शेष', [
    column('name', 'Ward', 'वार्ड', 'text'),
  ]),
  mohalla: table(
    'dcb-by-mohalla',
    'Demand, collection and balance by mohalla',
    'मोहल्ला अनुसार माँग, वसूली एवं शेष',
    [column('name', 'Mohalla', 'मोहल्ला', 'text')],
  ),
  property: table(
    'dcb-by-property',
    'Demand, collection and balance by property',
    'संपत्ति अनुसार माँग, वसूली एवं शेष',
    [column('id', 'Property ID', 'संपत्ति आईडी', 'text'), column('name', 'Owner', 'स्वामी', 'text')],
  ),
};

/** The split by tax head of the place shown (rows: house, water and sewer tax, by name). */
export const DCB_HEAD_TABLE: ReportTable = table(
  'dcb-by-head',
  'Demand, collection and balance by tax head',
  'कर मद अनुसार माँग, वसूली एवं शेष',
  [column('name', 'Tax head', 'कर मद', 'text')],
);

export const DCB_HEAD_NAMES: Record<DcbTaxHead, { en: string; hi: string }> = {
  house: { en: 'House tax', hi: 'गृह कर' },
  water: { en: 'Water tax', hi: 'जल कर' },
  sewer: { en: 'Sewer tax', hi: 'सीवर कर' },
};

/** The level one below (the property's ledger comes after the property level). */
export const DCB_CHILD_LEVEL: Record<Exclude<DcbLevel, 'property'>, DcbLevel> = {
  city: 'zone',
  zone: 'ward',
  ward: 'mohalla',
  mohalla: 'property',
};
