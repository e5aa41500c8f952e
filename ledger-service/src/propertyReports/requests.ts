// The property reports' own query field: one property, by its 17-character ID (400 otherwise).
import type { Request } from 'express';
import { propertyUniqueId } from '@ptax/contracts';
import { queryText } from '../geography/requests';
import { badRequest } from '../http/errors';

export function propertyIdOf(req: Request): string | undefined {
  const text = queryText(req, 'propertyUniqueId');
  if (text === undefined) return undefined;
  const parsed = propertyUniqueId().safeParse(text);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid property ID';
    throw badRequest(message, { propertyUniqueId: message });
  }
  return parsed.data;
}
