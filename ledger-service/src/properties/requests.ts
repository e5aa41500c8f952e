// Reading the property calls' requests: who asks (event metadata), which page, which filters.
import type { Request } from 'express';
import {
  propertyListFiltersSchema,
  propertyUniqueId,
  type EventMetadata,
  type PropertyListFilters,
} from '@ptax/contracts';
import type { PropertyFilters, PropertyPageOptions } from '@ptax/projections';
import { z } from 'zod';
import { currentUser } from '../http/auth';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';

export function metadataOf(req: Request, command: string, remarks?: string): EventMetadata {
  const user = currentUser(req);
  return { userId: user.email, loginType: user.loginType, command, ...(remarks ? { remarks } : {}) };
}

/** The query, and for a POST the body over it (the spec sends POST list filters in the body). */
export function fieldsOf(req: Request): Record<string, unknown> {
  const query = Object.fromEntries(
    Object.entries(req.query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const body = req.method === 'GET' || typeof req.body !== 'object' || req.body === null ? {} : req.body;
  return { ...query, ...(body as Record<string, unknown>) };
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

function positiveInteger(fields: Record<string, unknown>, name: string, fallback: number): number {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) {
    const message = `${name} must be a whole number of at least 1`;
    throw badRequest(message, { [name]: message });
  }
  return number;
}

/** page (1-based, default 1), limit (default 10, at most 100), sort (createdAt, propertyUniqueId), order. */
export function pageOf(fields: Record<string, unknown>): PropertyPageOptions {
  const sort = fields.sort === 'createdAt' || fields.sort === 'propertyUniqueId' ? fields.sort : undefined;
  return {
    page: positiveInteger(fields, 'page', 1),
    limit: Math.min(positiveInteger(fields, 'limit', DEFAULT_LIMIT), MAX_LIMIT),
    sort,
    order: String(fields.order ?? '').toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
  };
}

/** The list filters of SPEC section 7; `propertyAddress` is read as `address`. */
export function filtersOf(fields: Record<string, unknown>): PropertyFilters {
  const input = { ...fields, address: fields.address ?? fields.propertyAddress };
  const parsed: PropertyListFilters = parseWith(propertyListFiltersSchema, input);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as PropertyFilters;
}

const idSchema = z.object({ propertyUniqueId: propertyUniqueId() });

/** A property id from the path, the query or the body, checked (length, characters, check character). */
export function propertyIdOf(value: unknown): string {
  return parseWith(idSchema, { propertyUniqueId: typeof value === 'string' ? value.trim() : value })
    .propertyUniqueId;
}
