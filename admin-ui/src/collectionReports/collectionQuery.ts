// The collection report keeps what it shows in the address (the view and the filters), so a zone row
// is a link to its wards, a ward row to its mohallas, and the back button goes one step up.
import { COLLECTION_TABLES, ROUTES, type CollectionTableKey } from '@ptax/contracts';

/** The report's views, in the order of the tabs, with the call each reads. */
export const VIEWS = [
  { id: 'mode', call: 'typeWise', label: 'By mode' },
  { id: 'month', call: 'monthWise', label: 'By month' },
  { id: 'day', call: 'monthly', label: 'By day' },
  { id: 'zone', call: 'zoneWise', label: 'By zone' },
  { id: 'ward', call: 'wardWise', label: 'By ward' },
  { id: 'mohalla', call: 'mohallaWise', label: 'By mohalla' },
  { id: 'ri', call: 'riWise', label: 'By revenue inspector' },
] as const satisfies readonly { id: string; call: CollectionTableKey; label: string }[];

export type CollectionView = (typeof VIEWS)[number]['id'];

export const FILTERS = [
  'financialYear',
  'startDate',
  'endDate',
  'zoneId',
  'wardId',
  'mohallaId',
  'mode',
] as const;

export type CollectionParams = Partial<Record<(typeof FILTERS)[number] | 'month', string>> & {
  view: CollectionView;
};

export function paramsOf(search: URLSearchParams): CollectionParams {
  const view = VIEWS.find((v) => v.id === search.get('view'))?.id ?? 'mode';
  const text = (name: string) => search.get(name) || undefined;
  return { view, ...Object.fromEntries([...FILTERS, 'month'].map((name) => [name, text(name)])) };
}

export const viewOf = (id: CollectionView) => VIEWS.find((v) => v.id === id)!;
export const tableOf = (id: CollectionView) => COLLECTION_TABLES[viewOf(id).call];

/** What the view's call is asked: the filters, and the month for the days of one month. */
export function queryOf(params: CollectionParams): Record<string, string | undefined> {
  const { view, month, ...filters } = params;
  return view === 'day'
    ? { ...filters, financialYear: undefined, startDate: undefined, endDate: undefined, month }
    : filters;
}

const clean = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const reportPath = (basename: string, params: Record<string, string | undefined>) =>
  `${basename}${ROUTES.reportsCollection.path}?${new URLSearchParams(clean(params))}`;

/** A zone row opens its wards, a ward row its mohallas; other rows lead nowhere. */
export function rowPath(basename: string, params: CollectionParams, row: { id?: unknown; zoneId?: unknown }) {
  if (typeof row.id !== 'string') return undefined;
  if (params.view === 'zone')
    return reportPath(basename, { ...params, view: 'ward', zoneId: row.id, wardId: undefined });
  if (params.view === 'ward')
    return reportPath(basename, {
      ...params,
      view: 'mohalla',
      zoneId: String(row.zoneId ?? ''),
      wardId: row.id,
    });
  return undefined;
}

/** The last 24 months, newest first, for the days of one month. */
export function monthChoices(today: string) {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 24 }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - i, 1));
    const id = date.toISOString().slice(0, 7);
    return { id, name: `${id.slice(5)}-${id.slice(0, 4)}` };
  });
}
