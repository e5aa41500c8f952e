// The collection reports' filters as conditions on the aggregate tables (alias a). Days are India days;
// a financial year is the days from 1 April to 31 March it names (the year the money came in).
import { Conditions, type ReadScope } from '../properties/filters';

export interface CollectionFilters {
  zoneId?: string;
  wardId?: string;
  mohallaId?: string;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
  /** '2026-27': collected from 1 April 2026 to 31 March 2027. */
  financialYear?: string;
  modes?: string[];
}

/** The first and last day of a financial year written '2026-27'. */
export function daysOfFinancialYear(financialYear: string): [string, string] {
  const first = Number(financialYear.slice(0, 4));
  return [`${first}-04-01`, `${first + 1}-03-31`];
}

export function collectionConditions(filters: CollectionFilters, scope: ReadScope): Conditions {
  const c = new Conditions();
  const equal = (column: string, value: string | undefined) => {
    if (value) c.add(`a.${column} = ${c.param(value)}`);
  };
  if (scope.zones) c.add(`a.zone_id = ANY(${c.param(scope.zones)}::text[])`);
  if (scope.wards) c.add(`a.ward_id = ANY(${c.param(scope.wards)}::text[])`);
  equal('zone_id', filters.zoneId);
  equal('ward_id', filters.wardId);
  equal('mohalla_id', filters.mohallaId);
  if (filters.startDate) c.add(`a.day >= ${c.param(filters.startDate)}::date`);
  if (filters.endDate) c.add(`a.day <= ${c.param(filters.endDate)}::date`);
  if (filters.financialYear) {
    const [first, last] = daysOfFinancialYear(filters.financialYear);
    c.add(`a.day BETWEEN ${c.param(first)}::date AND ${c.param(last)}::date`);
  }
  if (filters.modes?.length) c.add(`a.mode = ANY(${c.param(filters.modes)}::text[])`);
  return c;
}
