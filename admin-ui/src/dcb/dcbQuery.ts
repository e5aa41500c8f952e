// The DCB screen keeps what it shows in the address (filters, level, the place drilled into), so a
// drill-down step is a link, the back button goes one level up and a view can be shared.
import { DCB_CHILD_LEVEL, DCB_LEVELS, ROUTES, type DcbLevel } from '@ptax/contracts';
import { propertyDetailsPath, MONEY_TAB_PARAM } from '../properties/paths';

export const FILTERS = ['financialYear', 'asOf', 'head'] as const;
const PLACES = ['zoneId', 'wardId', 'mohallaId'] as const;

export type DcbParams = Partial<
  Record<(typeof FILTERS)[number] | (typeof PLACES)[number] | 'page', string>
> & {
  level: DcbLevel;
};

export function paramsOf(search: URLSearchParams): DcbParams {
  const text = (name: string) => search.get(name) || undefined;
  const level = search.get('level');
  return {
    level: (DCB_LEVELS as readonly string[]).includes(level ?? '') ? (level as DcbLevel) : 'zone',
    ...Object.fromEntries([...FILTERS, ...PLACES, 'page'].map((name) => [name, text(name)])),
  };
}

const clean = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const reportPath = (basename: string, params: Record<string, string | undefined>) =>
  `${basename}${ROUTES.reportsDemand.path}?${new URLSearchParams(clean(params))}`;

/** Where a row leads: one level down with the row's place, or a property's ledger. */
export function rowPath(basename: string, params: DcbParams, row: { id?: unknown }): string | undefined {
  const id = typeof row.id === 'string' ? row.id : undefined;
  if (!id) return undefined;
  const filters = { financialYear: params.financialYear, asOf: params.asOf, head: params.head };
  switch (params.level) {
    case 'city':
      return reportPath(basename, { ...filters, level: DCB_CHILD_LEVEL.city });
    case 'zone':
      return reportPath(basename, { ...filters, level: 'ward', zoneId: id });
    case 'ward':
      return reportPath(basename, { ...filters, level: 'mohalla', zoneId: params.zoneId, wardId: id });
    case 'mohalla':
      return reportPath(basename, {
        ...filters,
        level: 'property',
        zoneId: params.zoneId,
        wardId: params.wardId,
        mohallaId: id,
      });
    default:
      return `${propertyDetailsPath(basename, id)}&${new URLSearchParams({ [MONEY_TAB_PARAM]: 'ledger' })}`;
  }
}

/** The breadcrumbs: the city, then each place drilled into, each a link to its own level. */
export function crumbsOf(
  basename: string,
  params: DcbParams,
  path: { level: string; id: string; name: string }[],
) {
  const filters = { financialYear: params.financialYear, asOf: params.asOf, head: params.head };
  const crumbs = [{ name: null as string | null, to: reportPath(basename, { ...filters, level: 'zone' }) }];
  const places: Record<string, string | undefined> = {};
  for (const step of path) {
    places[`${step.level}Id`] = step.id;
    const level = DCB_CHILD_LEVEL[step.level as 'zone' | 'ward' | 'mohalla'];
    crumbs.push({ name: step.name, to: reportPath(basename, { ...filters, ...places, level }) });
  }
  return crumbs;
}
