// Reading the collection reports' requests: the filters (contracts collectionReportFiltersSchema; a
// wrong value is a 400 naming the field), the register's page, and the month of `monthly`.
import type { Request } from 'express';
import {
  COLLECTION_DASHBOARD_TABLES,
  collectionMonthSchema,
  collectionReportFiltersSchema,
  financialYearOfDate,
  indiaDate,
  type CollectionDashboardTable,
} from '@ptax/contracts';
import type { CollectionFilters } from '@ptax/projections';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import { reportFormatOf } from '../reports/answerReport';
import { fieldsOf } from '../properties/requests';

/** The filters as asked; `transactionType` is read as `mode`, as the transaction lists read it. */
export function collectionFiltersOf(req: Request): CollectionFilters {
  const fields = fieldsOf(req);
  const parsed = parseWith(collectionReportFiltersSchema, {
    ...fields,
    mode: fields.mode ?? fields.transactionType,
  });
  const { mode, ...rest } = parsed;
  const filters: CollectionFilters = { ...rest, modes: mode };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as CollectionFilters;
}

/** The reports' period: as asked, else this financial year in India (the screen opens on it). */
export function reportFiltersOf(req: Request, now: number): CollectionFilters {
  const filters = collectionFiltersOf(req);
  if (filters.startDate || filters.endDate || filters.financialYear) return filters;
  return { ...filters, financialYear: financialYearOfDate(indiaDate(now)) };
}

/** `monthly`'s month (YYYY-MM), this month in India unless asked. */
export function monthOf(req: Request, now: number): string {
  return parseWith(collectionMonthSchema, fieldsOf(req)).month ?? indiaDate(now).slice(0, 7);
}

/** The dashboard table a file is asked of (`table`): required with `format`, one of the tables. */
export function dashboardTableOf(req: Request): CollectionDashboardTable | undefined {
  const table = fieldsOf(req).table;
  const names = Object.keys(COLLECTION_DASHBOARD_TABLES);
  if (table === undefined || table === '') {
    if (reportFormatOf(req)) throw badRequest(`table must be one of ${names.join(', ')}`);
    return undefined;
  }
  if (typeof table !== 'string' || !names.includes(table))
    throw badRequest(`table must be one of ${names.join(', ')}`);
  return table as CollectionDashboardTable;
}
