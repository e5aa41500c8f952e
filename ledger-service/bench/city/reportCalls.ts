// What bench:reports asks the generated city: every report call of issue 11 (checked against
// API_CALLS, so a call renamed or dropped there fails the bench instead of being skipped silently),
// each with the filters people use (the whole city, one zone, one ward, a financial year, a date
// range), and the dashboards as the screens load them: several calls at once, timed until the last.
import { API_CALLS } from '@ptax/contracts';

export interface Place {
  zoneId: string;
  wardId: string;
  mohallaId: string;
}

export interface Period {
  /** This financial year and the one before. */
  financialYear: string;
  lastYear: string;
  /** This financial year's first day, and today (India). */
  yearStart: string;
  today: string;
  /** A month of last year, YYYY-MM. */
  month: string;
}

type Query = Record<string, string | number>;
export interface Variant {
  label: string;
  query: Query;
}

/** Report calls, by family: which filters they take. */
const DEMAND = [
  'taxDemands/totalSummary',
  'taxDemands/splitSummary',
  'taxDemands/zoneWiseSummary',
  'taxDemands/zoneAndUsageWiseSummary',
  'taxDemands/dcb',
  'taxDemands/fetchUpdatedTotals',
];
/** The map: its session, then its layers (each asked with a fresh session, as the screen does). */
const MAP = ['mapSession', 'taxDemands/getGISReport'];
const COLLECTION = [
  'taxCollections/summary',
  'taxCollections/typeWise',
  'taxCollections/monthWise',
  'taxCollections/zoneWise',
  'taxCollections/wardWise',
  'taxCollections/mohallaWise',
  'taxCollections/riWise',
];
const LISTS = ['taxDemands/defaultersList', 'taxCollections/collectionList'];
const PROPERTIES = ['properties/propertyWise', 'properties/summaryProperties', 'properties/taxSummary'];
const MONTHLY = ['taxCollections/monthly'];

export const REPORT_CALLS = [...DEMAND, ...COLLECTION, ...MONTHLY, ...LISTS, ...PROPERTIES, ...MAP];

/** Report calls of this list that API_CALLS does not have (yet): named in the output, not measured. */
export const notInApi = () =>
  REPORT_CALLS.filter((path) => !API_CALLS.some((c) => c.method === 'GET' && c.path === path));

function variants(path: string, place: Place, period: Period): Variant[] {
  const zone = { label: 'one zone', query: { zoneId: place.zoneId } };
  const ward = { label: 'one ward', query: { zoneId: place.zoneId, wardId: place.wardId } };
  const city = { label: 'whole city', query: {} };
  const year = { label: `year ${period.lastYear}`, query: { financialYear: period.lastYear } };
  const range = {
    label: 'date range',
    query: { startDate: period.yearStart, endDate: period.today },
  };
  const page = { page: 1, limit: 10 };
  if (path === 'mapSession') return [city];
  if (path === 'taxDemands/getGISReport')
    return [
      { label: 'wards layer, whole city', query: { reportType: 'wards' } },
      { label: 'properties layer, one ward', query: { reportType: 'properties', ...ward.query } },
      {
        label: 'defaulters layer, one zone',
        query: { reportType: 'defaulters', ...zone.query, minAmount: 1000 },
      },
    ];
  if (MONTHLY.includes(path))
    return [
      { label: 'this month', query: {} },
      { label: `month ${period.month}, one zone`, query: { month: period.month, zoneId: place.zoneId } },
    ];
  if (path === 'taxDemands/defaultersList')
    return [
      { label: 'whole city, default bounds', query: page },
      { label: 'whole city, dues 1,000-5,00,000', query: { ...page, minAmount: 1000, maxAmount: 500000 } },
      { label: 'one ward, dues over 1,000', query: { ...page, ...ward.query, minAmount: 1000 } },
    ];
  if (path === 'taxCollections/collectionList')
    return [
      { label: 'whole city, page 1', query: page },
      { label: 'one ward, page 1', query: { ...page, ...ward.query } },
      { label: 'date range, page 5', query: { ...range.query, page: 5, limit: 10 } },
    ];
  if (COLLECTION.includes(path)) return [city, zone, ward, year, range];
  if (PROPERTIES.includes(path)) return [city, zone, ward];
  return [city, zone, ward, year];
}

export interface ReportCase {
  path: string;
  variant: Variant;
}

export const reportCases = (paths: string[], place: Place, period: Period): ReportCase[] =>
  paths.flatMap((path) => variants(path, place, period).map((variant) => ({ path, variant })));

/** A dashboard: the calls its screen makes at once when it opens. */
export interface Dashboard {
  name: string;
  calls: { path: string; query: Query }[];
}

export function dashboards(period: Period): Dashboard[] {
  const lastYearToday = `${Number(period.today.slice(0, 4)) - 1}${period.today.slice(4)}`;
  const lastYearStart = `${Number(period.yearStart.slice(0, 4)) - 1}${period.yearStart.slice(4)}`;
  return [
    {
      // Today's and this year's collection against last year's same day; by zone, mode, month, ward, RI.
      name: '/reports/dashboard (collection)',
      calls: [
        { path: 'taxCollections/summary', query: { startDate: period.today, endDate: period.today } },
        { path: 'taxCollections/summary', query: {} },
        { path: 'taxCollections/summary', query: { startDate: lastYearStart, endDate: lastYearToday } },
        { path: 'taxCollections/typeWise', query: {} },
        { path: 'taxCollections/monthWise', query: {} },
        { path: 'taxCollections/zoneWise', query: {} },
        { path: 'taxCollections/wardWise', query: {} },
        { path: 'taxCollections/riWise', query: {} },
        { path: 'taxDemands/zoneWiseSummary', query: {} },
      ],
    },
    {
      name: '/demand/dashboard',
      calls: [
        { path: 'taxDemands/fetchUpdatedTotals', query: {} },
        { path: 'taxDemands/totalSummary', query: {} },
        { path: 'taxDemands/splitSummary', query: {} },
        { path: 'taxDemands/zoneWiseSummary', query: {} },
      ],
    },
  ];
}
