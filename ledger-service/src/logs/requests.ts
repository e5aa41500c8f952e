// Reading the logs' requests: the filters (contracts logListFiltersSchema) and whether the spreadsheet
// is asked for (`?export=xlsx`: the spec lists no export path for the logs, so the export is the same
// call with one more field).
import { LOG_MESSAGES, logListFiltersSchema } from '@ptax/contracts';
import type { LogFilters } from '@ptax/projections';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';

export function logFiltersOf(fields: Record<string, unknown>): LogFilters {
  const parsed = parseWith(logListFiltersSchema, fields);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as LogFilters;
}

/** True for `export=xlsx` (any case); 400 for any other export. */
export function wantsExport(fields: Record<string, unknown>): boolean {
  const value = fields.export;
  if (value === undefined || value === '') return false;
  if (typeof value === 'string' && value.trim().toLowerCase() === 'xlsx') return true;
  throw badRequest(LOG_MESSAGES.exportFormat, { export: LOG_MESSAGES.exportFormat });
}
