import { filterFields } from '../properties/api';
import type { ObjectionsTextKey } from './texts';

type Filters = Record<string, unknown>;

export type TabKey = 'pending' | 'resolved' | 'all';

/**
 * One list of the objections screens: which resource reads it (providers/resources.ts), what it
 * always sends, and what its date range means (the day raised, or for objection/resolved the day resolved).
 */
export interface ObjectionTab {
  key: TabKey;
  label: ObjectionsTextKey;
  resource: 'objections' | 'objectionsResolved';
  fixed?: Record<string, string>;
  /** The status filter is offered where the list holds every status. */
  statusFilter: boolean;
  resolvedDates: boolean;
}

export const TABS: readonly ObjectionTab[] = [
  {
    key: 'pending',
    label: 'tab.pending',
    resource: 'objections',
    fixed: { objectionStatus: 'pending' },
    statusFilter: false,
    resolvedDates: false,
  },
  {
    key: 'resolved',
    label: 'tab.resolved',
    resource: 'objectionsResolved',
    statusFilter: false,
    resolvedDates: true,
  },
  { key: 'all', label: 'tab.all', resource: 'objections', statusFilter: true, resolvedDates: false },
];

export const tabOf = (key: string | null): ObjectionTab => TABS.find((tab) => tab.key === key) ?? TABS[0];

const withoutDates = ({ startDate: _from, endDate: _to, ...rest }: Filters) => rest;
const hasDates = (filters: Filters) => Boolean(filters.startDate || filters.endDate);

/**
 * GET objection/export with the list's filters; the export's dates are the day raised, so the resolved
 * list exports only without a resolved range (null: it cannot be exported as shown).
 */
export function exportQuery(tab: ObjectionTab, filters: Filters): Record<string, string> | null {
  if (tab.resolvedDates && hasDates(filters)) return null;
  const status = tab.resolvedDates ? { objectionStatus: 'resolved' } : {};
  return filterFields({ ...filters, ...tab.fixed, ...status });
}

/** GET objection/summary counts every status: the filters without the status, and raised dates only. */
export function summaryQuery(tab: ObjectionTab, filters: Filters): Record<string, string> {
  const { objectionStatus: _status, ...rest } = filters;
  return filterFields(tab.resolvedDates ? withoutDates(rest) : rest);
}
