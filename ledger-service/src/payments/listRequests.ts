// The query of the transaction lists (SPEC section 7 filters): page, limit, zoneId, wardId, mohallaId,
// startDate, endDate (YYYY-MM-DD), propertyUniqueId, transactionId, receiptNumber, status, mode or
// transactionType, sort and order. A wrong value is a 400 naming the field, never an empty list.
import type { Request } from 'express';
import {
  TRANSACTION_SORTS,
  TRANSACTION_TYPES,
  type TransactionFilters,
  type TransactionMode,
  type TransactionPageOptions,
  type TransactionSort,
  type TransactionStatus,
} from '@ptax/projections';
import { badRequest } from '../http/errors';
import { DEFAULT_LIMIT, MAX_LIMIT, fieldsOf } from '../properties/requests';

const STATUSES: TransactionStatus[] = [
  'initiated',
  'pending',
  'success',
  'failed',
  'rejected',
  'cancelled',
  'shifted',
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

function text(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw refuse(name, `${name} must be text`);
  return value.trim() || undefined;
}

function date(fields: Record<string, unknown>, name: string): string | undefined {
  const value = text(fields, name);
  if (value && (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))))
    throw refuse(name, `${name} must be a date (YYYY-MM-DD)`);
  return value;
}

/** A list of values ('a,b' or one value), each one of `allowed` (case aside). */
function oneOf<T extends string>(
  value: string | undefined,
  allowed: Record<string, T>,
  name: string,
): T[] | undefined {
  if (!value) return undefined;
  return value.split(',').map((part) => {
    const found = allowed[part.trim().toLowerCase()];
    if (!found)
      throw refuse(name, `${name} must be one of ${[...new Set(Object.values(allowed))].join(', ')}`);
    return found;
  });
}

const STATUS_BY_NAME = Object.fromEntries(STATUSES.map((s) => [s, s])) as Record<string, TransactionStatus>;
const MODE_BY_NAME = Object.fromEntries(
  Object.entries(TRANSACTION_TYPES).flatMap(([mode, type]) => [
    [mode, mode],
    [type.toLowerCase(), mode],
  ]),
) as Record<string, TransactionMode>;

export function transactionFiltersOf(req: Request): TransactionFilters {
  const fields = fieldsOf(req);
  const startDate = date(fields, 'startDate');
  const endDate = date(fields, 'endDate');
  if (startDate && endDate && endDate < startDate)
    throw refuse('endDate', 'endDate can not be before startDate');
  const modeName = text(fields, 'mode') ? 'mode' : 'transactionType';
  const filters: TransactionFilters = {
    zoneId: text(fields, 'zoneId'),
    wardId: text(fields, 'wardId'),
    mohallaId: text(fields, 'mohallaId'),
    startDate,
    endDate,
    propertyUniqueId: text(fields, 'propertyUniqueId'),
    transactionId: text(fields, 'transactionId') ?? text(fields, 'txnId'),
    receiptNumber: text(fields, 'receiptNumber'),
    statuses: oneOf(text(fields, 'status'), STATUS_BY_NAME, 'status'),
    modes: oneOf(text(fields, modeName), MODE_BY_NAME, modeName),
    financialYear: text(fields, 'financialYear'),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as TransactionFilters;
}

function positive(fields: Record<string, unknown>, name: string, fallback: number): number {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1)
    throw refuse(name, `${name} must be a whole number of at least 1`);
  return number;
}

export function transactionPageOf(req: Request): TransactionPageOptions {
  const fields = fieldsOf(req);
  const sort = text(fields, 'sort');
  if (sort && !(sort in TRANSACTION_SORTS))
    throw refuse('sort', `sort must be one of ${Object.keys(TRANSACTION_SORTS).join(', ')}`);
  return {
    page: positive(fields, 'page', 1),
    limit: Math.min(positive(fields, 'limit', DEFAULT_LIMIT), MAX_LIMIT),
    sort: sort as TransactionSort | undefined,
    order: String(fields.order ?? '').toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
  };
}

/** A list's own limit on statuses or modes, narrowed (never widened) by the caller's filter. */
export function within<T extends string>(asked: T[] | undefined, allowed: T[]): T[] {
  if (!asked) return allowed;
  const narrowed = asked.filter((value) => allowed.includes(value));
  // Nothing in common: a filter no row can pass.
  return narrowed.length ? narrowed : (['none'] as T[]);
}
