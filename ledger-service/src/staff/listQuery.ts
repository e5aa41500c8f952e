import type { Request } from 'express';
import type { StaffListQuery } from '@ptax/projections';
import { badRequest } from '../http/errors';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

/** A query field as trimmed text; absent, empty or repeated gives undefined. */
export function textParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function wholeNumber(req: Request, name: string, fallback: number, max?: number): number {
  const raw = textParam(req, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (Number.isSafeInteger(n) && n >= 1 && (max === undefined || n <= max)) return n;
  const message = `${name} must be a whole number from 1${max === undefined ? '' : ` to ${max}`}`;
  throw badRequest(message, { [name]: message });
}

/** page (1-based, default 1), limit (default 10, at most 100), search, ids, sort, order, loginType. */
export function staffListQuery(req: Request): StaffListQuery & { limit: number } {
  const ids = textParam(req, 'ids') ?? textParam(req, 'id');
  return {
    page: wholeNumber(req, 'page', 1),
    limit: wholeNumber(req, 'limit', DEFAULT_LIMIT, MAX_LIMIT),
    search: textParam(req, 'search'),
    ids: ids
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    sort: textParam(req, 'sort'),
    order: textParam(req, 'order')?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
    loginType: textParam(req, 'loginType'),
  };
}
