// Loads the ledger of a property as of a day: the events of its stream recorded up to the end of
// that day in India, folded and shown by presentLedger with the rules of that day.
import type { Request } from 'express';
import { indiaDate, propertyStream } from '@ptax/contracts';
import { badRequest, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../modules';
import { PROPERTY_NOT_FOUND } from '../properties/decide';
import { withPlaceNames, type PlaceNames } from '../properties/places';
import { presentLedger, type LedgerView } from './ledgerView';

export const AS_OF_MESSAGES = {
  notADate: 'asOf must be a date like 2026-04-30',
  future: 'asOf can not be a future date',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day asked for (today in India when none): a real calendar day, not after today. */
export function asOfDay(value: unknown, now: number): string {
  const today = indiaDate(now);
  if (value === undefined || value === null || value === '') return today;
  const day = typeof value === 'string' ? value.trim() : '';
  const parsed = DAY.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw badRequest(AS_OF_MESSAGES.notADate, { asOf: AS_OF_MESSAGES.notADate });
  if (day > today) throw badRequest(AS_OF_MESSAGES.future, { asOf: AS_OF_MESSAGES.future });
  return day;
}

/** The first instant after the day in India: events recorded before it belong to the day's ledger. */
export const endOfIndiaDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`) + 86_400_000 - 1);

export interface LedgerRequest {
  propertyUniqueId: string;
  asOf: unknown;
  /** Deleted properties are gone for the public (as in GET properties). */
  includeDeleted: boolean;
}

export async function ledgerOfProperty(
  ctx: ModuleContext,
  req: Request,
  ask: LedgerRequest,
): Promise<LedgerView & PlaceNames> {
  const now = ctx.now();
  const day = asOfDay(ask.asOf, now);
  // Today's ledger is everything recorded so far (the database's clock may run ahead of ours).
  const upTo = day < indiaDate(now) ? endOfIndiaDay(day) : undefined;
  const [events, { rules, offers }] = await Promise.all([
    ctx.store.readStream(propertyStream(ask.propertyUniqueId), upTo ? { upTo } : {}),
    rulesOn(ctx.pool, day),
  ]);
  const view = presentLedger(events, { asOf: day, rules, offers });
  if (!view || (!ask.includeDeleted && view.status === 'deleted')) throw notFound(PROPERTY_NOT_FOUND);
  assertInScope(await ctx.scopeOf(req), view.zoneId, view.wardId);
  return (await withPlaceNames(ctx.pool, [view]))[0];
}
