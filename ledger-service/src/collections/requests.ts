// Reading the collection reports' requests: the filters (contracts collectionReportFiltersSchema; a
// wrong value is a 400 naming the field), the register's page, and the month of `monthly`.
import type { Request } from 'express';
import {
  collectionMonthSchema,
  collectionReportFiltersSchema,
  financialYearOfDate,
  indiaDate,
} from '@ptax/contracts';
import type { CollectionFilters } from '@ptax/projections';
import { parseWith } from '../http/validate';
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
