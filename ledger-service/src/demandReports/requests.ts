// Reading the defaulters list's filters: the amount bounds in rupees (paise inside), the register's
// matching status, the order of dues. Place and year are read as the demand run reads them (runOf).
import { z } from 'zod';
import {
  DEFAULTER_FILTER_TYPES,
  MAX_INPUT_NUMBER,
  tooLargeMessage,
  type DefaulterFilterType,
} from '@ptax/contracts';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';

export const DEFAULT_MIN_RUPEES = 100_000;
export const DEFAULT_MAX_RUPEES = 500_000;
export const BOUNDS_MESSAGE = 'minAmount must not exceed maxAmount';

const rupees = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z
      .number({ error: 'Must be an amount in rupees' })
      .finite()
      .nonnegative('Must not be negative')
      .max(MAX_INPUT_NUMBER, tooLargeMessage('The amount')),
  );

const defaulterSchema = z.object({
  minAmount: rupees(DEFAULT_MIN_RUPEES),
  maxAmount: rupees(DEFAULT_MAX_RUPEES),
  matchingStatus: z.enum(['matched', 'unmatched']).optional(),
  filterType: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(DEFAULTER_FILTER_TYPES, {
        error: `filterType must be one of ${DEFAULTER_FILTER_TYPES.join(', ')}`,
      })
      .default('all'),
  ),
  order: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(['asc', 'desc']).default('desc'),
  ),
});

export interface DefaulterFilters {
  minPaise: number;
  maxPaise: number;
  matchingStatus?: 'matched' | 'unmatched';
  filterType: DefaulterFilterType;
  order: 'asc' | 'desc';
}

export function defaulterFiltersOf(fields: Record<string, unknown>): DefaulterFilters {
  const input = parseWith(defaulterSchema, fields);
  // Rupees may carry paise ('1500.50'); rounding to the paisa keeps the bounds exact.
  const minPaise = Math.round(input.minAmount * 100);
  const maxPaise = Math.round(input.maxAmount * 100);
  if (minPaise > maxPaise) throw badRequest(BOUNDS_MESSAGE);
  const { matchingStatus, filterType, order } = input;
  return { minPaise, maxPaise, matchingStatus, filterType, order };
}
