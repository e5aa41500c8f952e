import type { Request } from 'express';
import type { EventMetadata } from '@ptax/contracts';
import { currentUser } from '../http/auth';
import { assertInScope, type AccessScope } from '../http/scope';
import type { ExistingProperty } from '../properties/property';

/** Who started a payment: a signed-in clerk (who collected it) or an anonymous citizen. */
export function payerMetadata(req: Request, command: string): EventMetadata {
  const user = (req as { user?: unknown }).user ? currentUser(req) : null;
  if (!user) return { userId: 'citizen', loginType: 'public', command };
  return { userId: user.email, loginType: user.loginType, command, collectedBy: user.email };
}

/** A ward-limited official takes payments and sends links only for properties of their wards. */
export const inScope = (scope: AccessScope) => (property: ExistingProperty) =>
  assertInScope(scope, property.details.zoneId ?? null, property.details.wardId ?? null);

/** 1-based page and a limit of at most 100, as every list of the API. */
export function pagingOf(req: Request) {
  const page = Math.max(1, Math.floor(Number(req.query.page) || 1));
  const limit = Math.min(100, Math.max(1, Math.floor(Number(req.query.limit) || 10)));
  return { page, limit };
}
