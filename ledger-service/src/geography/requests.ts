// What the geography routes share: who may change masters, list query fields, event metadata.
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { ACCESS_NAMES, type EventMetadata } from '@ptax/contracts';
import type { ListPage } from '@ptax/projections';
import { currentUser } from '../http/auth';
import { badRequest, forbidden } from '../http/errors';
import { multipartBody } from '../http/multipart';

// The spec shows the Masters menu to access names admin and ctao only; the server holds the same line
// for changes, since a mohalla's rates decide every tax bill in it.
const MASTER_EDITORS: readonly string[] = [ACCESS_NAMES.admin, ACCESS_NAMES.ctao];

export function assertMasterEditor(req: Request): void {
  if (!MASTER_EDITORS.includes(currentUser(req).accessName))
    throw forbidden('Only the admin and the CTAO can change masters');
}

export function metadataOf(req: Request, command: string): EventMetadata {
  const user = currentUser(req);
  return { userId: user.email, loginType: user.loginType, command };
}

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

/** A query field as text, or undefined when absent or blank. */
export function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
}

function positiveInteger(req: Request, name: string, fallback: number): number {
  const text = queryText(req, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    const message = `${name} must be a whole number of at least 1`;
    throw badRequest(message, { [name]: message });
  }
  return value;
}

/** page (1-based, default 1), limit (default 10, at most 100), sort and order; `all` lists every row. */
export function listPageOf(req: Request, all = false): ListPage {
  const order = queryText(req, 'order')?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const sort = queryText(req, 'sort');
  if (all) return { page: 1, limit: null, sort, order };
  return {
    page: positiveInteger(req, 'page', 1),
    limit: Math.min(positiveInteger(req, 'limit', DEFAULT_LIMIT), MAX_LIMIT),
    sort,
    order,
  };
}

/** `id` or comma-separated `ids` (react-admin's getOne / getMany). */
export function idsOf(req: Request): string[] | undefined {
  const ids = [queryText(req, 'id'), ...(queryText(req, 'ids')?.split(',') ?? [])]
    .map((id) => id?.trim())
    .filter((id): id is string => Boolean(id));
  return ids.length ? ids : undefined;
}

/** The list reply of CONVENTIONS.md. */
export const listReply = <Row>(rows: Row[], total: number, page: ListPage) => ({
  data: rows,
  total,
  page: page.page,
  limit: page.limit ?? total,
});

// Multipart bodies of the mohalla calls: text fields only, small; JSON bodies pass through untouched.
const textFields = multer({ limits: { fields: 60, fieldSize: 16 * 1024, files: 0 } }).none();

/** multer for text-only multipart bodies; whatever it refuses (a file, a malformed body) is a 400. */
export const multipartFields: RequestHandler = multipartBody(textFields, (error) =>
  badRequest(`Invalid form data: ${error.message}`),
);

/** The financial year ('2026-27') of an instant, in India (IST, April to March). */
export function financialYearAt(ms: number): string {
  const ist = new Date(ms + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}
