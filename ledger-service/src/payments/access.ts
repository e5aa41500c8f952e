// Which properties a caller may take or change payments for: the property must exist and, for an
// official limited to zones and wards, lie inside them (the check the lists make, made on changes).
import type { Request } from 'express';
import { findProperty, type PropertyRow } from '@ptax/projections';
import { conflict, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import { LEDGER_MESSAGES } from '../ledger/decide';
import type { ModuleContext } from '../moduleContract';

export async function propertyInScope(
  ctx: ModuleContext,
  req: Request,
  propertyUniqueId: string,
  options: { active?: boolean } = {},
): Promise<PropertyRow> {
  const property = await findProperty(ctx.pool, propertyUniqueId);
  if (!property) throw notFound(LEDGER_MESSAGES.propertyNotFound);
  assertInScope(await ctx.scopeOf(req), property.zoneId, property.wardId);
  if (options.active && property.status === 'deleted') throw conflict(LEDGER_MESSAGES.propertyDeleted);
  return property;
}
