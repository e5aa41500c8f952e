// The defaulters, ARV and property summary reports' tables (taxDemands/defaultersList,
// properties/arvWise, categoryWise, propertyWise, summaryProperties, taxSummary): the screens and the
// XLSX / PDF exports both read these.
import { column, wideOnly, type ReportColumn, type ReportTable } from './table';

/** Which years' dues make a defaulter: every year, arrears (years before this one) or this year. */
export const DEFAULTER_FILTER_TYPES = ['all', 'arrears', 'current'] as const;
export type DefaulterFilterType = (typeof DEFAULTER_FILTER_TYPES)[number];

const table = (key: string, en: string, hi: string, columns: ReportColumn[]): ReportTable => ({
  key,
  title: { en, hi },
  columns,
});

const PLACE_COLUMNS = [
  column('zoneName', 'Zone', 'ज़ोन', 'text'),
  column('wardName', 'Ward', 'वार्ड', 'text'),
  column('mohallaName', 'Mohalla', 'मोहल्ला', 'text'),
];

const ASSESSMENT_SUMS = [
  column('count', 'Properties', 'संपत्तियाँ', 'count'),
  column('arvPaise', 'ARV', 'वार्षिक किराया मूल्य', 'paise'),
  column('houseTaxPaise', 'House tax', 'गृह कर', 'paise'),
  // Below 1200 px (a laptop at 200% zoom) the screen keeps the count, the ARV and the house tax.
  wideOnly(column('waterTaxPaise', 'Water tax', 'जल कर', 'paise'), 'lg'),
  wideOnly(column('sewerTaxPaise', 'Sewer tax', 'सीवर कर', 'paise'), 'lg'),
];

/** Demand, collection and balance of one part of a split (arrears, current or total). */
const splitColumns = (part: string, en: string, hi: string) => [
  column(`${part}.demandPaise`, `${en} demand`, `${hi} माँग`, 'paise'),
  column(`${part}.collectedPaise`, `${en} collected`, `${hi} वसूली`, 'paise'),
  column(`${part}.balancePaise`, `${en} balance`, `${hi} शेष`, 'paise'),
];

export const PROPERTY_REPORT_TABLES = {
  // On screen a clerk chasing dues reads who owes how much for which years and serves the notice; the
  // place from 1200 px, the zone and the dues by tax from 1536 px (the files keep every column).
  defaulters: table('defaulters', 'Defaulters', 'बकायेदार', [
    column('propertyUniqueId', 'Property ID', 'संपत्ति आईडी', 'text'),
    column('ownerName', 'Owner', 'स्वामी', 'text'),
    wideOnly(column('address', 'Address', 'पता', 'text'), 'lg'),
    wideOnly(PLACE_COLUMNS[0]),
    ...PLACE_COLUMNS.slice(1).map((place) => wideOnly(place, 'lg')),
    column('yearsDue', 'Years due', 'बकाया वर्ष', 'text'),
    wideOnly(column('byHead.house', 'House tax due', 'गृह कर बकाया', 'paise')),
    wideOnly(column('byHead.water', 'Water tax due', 'जल कर बकाया', 'paise')),
    wideOnly(column('byHead.sewer', 'Sewer tax due', 'सीवर कर बकाया', 'paise')),
    column('duesPaise', 'Total due', 'कुल बकाया', 'paise'),
  ]),
  arvWise: table('arv-bands', 'Properties by ARV band', 'वार्षिक किराया मूल्य सीमा अनुसार संपत्तियाँ', [
    column('bandName', 'ARV band', 'वार्षिक किराया मूल्य सीमा', 'text'),
    ...ASSESSMENT_SUMS,
  ]),
  categoryWise: table('arv-categories', 'Properties by category', 'श्रेणी अनुसार संपत्तियाँ', [
    column('houseCategoryName', 'Use', 'उपयोग', 'text'),
    column('categoryLabel', 'Category', 'श्रेणी', 'text'),
    column('subCategoryLabel', 'Sub-category', 'उप-श्रेणी', 'text'),
    ...ASSESSMENT_SUMS,
  ]),
  propertyWise: table('property-wise-dues', 'Property-wise demand and collection', 'संपत्तिवार माँग एवं वसूली', [
    column('propertyUniqueId', 'Property ID', 'संपत्ति आईडी', 'text'),
    column('ownerName', 'Owner', 'स्वामी', 'text'),
    ...PLACE_COLUMNS,
    ...splitColumns('arrears', 'Arrears', 'बकाया'),
    ...splitColumns('current', 'Current', 'चालू'),
    column('total.interestPaise', 'Interest due', 'देय ब्याज', 'paise'),
    column('total.balancePaise', 'Total balance', 'कुल शेष', 'paise'),
  ]),
  summaryProperties: table('property-summary', 'Properties by place', 'स्थान अनुसार संपत्तियाँ', [
    column('name', 'Place', 'स्थान', 'text'),
    column('properties', 'Properties', 'संपत्तियाँ', 'count'),
    column('residential', 'Residential', 'आवासीय', 'count'),
    column('nonresidential', 'Non-residential', 'अनावासीय', 'count'),
    column('assessed', 'Assessed this year', 'इस वर्ष कर निर्धारित', 'count'),
    column('demanded', 'Demand raised this year', 'इस वर्ष माँग जारी', 'count'),
    column('matched', 'Matched with old register', 'पुराने रजिस्टर से मिलान', 'count'),
  ]),
  taxSummary: table('tax-summary', 'Demand and collection by year and tax', 'वर्ष एवं कर अनुसार माँग एवं वसूली', [
    column('financialYear', 'Financial year', 'वित्तीय वर्ष', 'text'),
    column('headName', 'Tax', 'कर', 'text'),
    column('demandPaise', 'Demand', 'माँग', 'paise'),
    column('rebatePaise', 'Rebate', 'छूट', 'paise'),
    column('collectedPaise', 'Collected', 'वसूली', 'paise'),
    column('interestPaise', 'Interest due', 'देय ब्याज', 'paise'),
    column('balancePaise', 'Balance', 'शेष', 'paise'),
  ]),
} satisfies Record<string, ReportTable>;

/** Names of the coded values these reports show, in both languages. */
export const PROPERTY_REPORT_NAMES = {
  houseCategory: {
    residential: { en: 'Residential', hi: 'आवासीय' },
    nonresidential: { en: 'Non-residential', hi: 'अनावासीय' },
  },
  head: {
    house: { en: 'House tax', hi: 'गृह कर' },
    water: { en: 'Water tax', hi: 'जल कर' },
    sewer: { en: 'Sewer tax', hi: 'सीवर कर' },
  },
  band: {
    below: { en: 'Below %{from}', hi: '%{from} से कम' },
    between: { en: '%{from} to %{to}', hi: '%{from} से %{to}' },
    above: { en: 'Above %{to}', hi: '%{to} से अधिक' },
  },
  noCategory: { en: 'None', hi: 'कोई नहीं' },
} as const;
