// Loads the ledger of a property as of a day: the events of its stream that took effect by the end of
// that day in India (metadata effectiveAt, or when they were recorded), folded in stream order and
// shown by presentLedger with the rules of that day.
import type { Request } from 'express';
import {
  indiaDate,
  INSTRUMENT_MODES,
  instrumentStanding,
  paymentStream,
  propertyStream,
  type RecordedEvent,
} from '@ptax/contracts';
import { badRequest, notFound } from '../http/errors';
import { assertInScope } from '../http/scope';
import { rulesOn } from '../ledger/rules';
import { evolvePayment, initialPaymentState } from '../payments/payment';
import type { ModuleContext } from '../moduleContract';
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

/** The last instant of the day in India: events that took effect by then belong to the day's ledger. */
export const endOfIndiaDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`) + 86_400_000 - 1);

/** When an event took effect: a backdated one (taken over from an older register) says so. */
export function effectiveAt(event: RecordedEvent): number {
  const declared = event.metadata.effectiveAt;
  const at = typeof declared === 'string' ? Date.parse(declared) : Number.NaN;
  return Number.isNaN(at) ? Date.parse(event.recordedAt) : at;
}

export interface LedgerRequest {
  propertyUniqueId: string;
  asOf: unknown;
  /** Deleted properties are gone for the public (as in GET properties). */
  includeDeleted: boolean;
}

/**
 * Each payment with its cheque's or DD's standing on the day: counted subject to realisation until the
 * bank pays it (PaymentApproved on the payment's stream), bounced when rejected. A payment shifted in
 * carries no mode on this stream, so its own stream says what it was.
 */
async function withStandings(ctx: ModuleContext, view: LedgerView, upTo: number): Promise<LedgerView> {
  const payments = await Promise.all(
    view.payments.map(async (payment) => {
      const mayStand =
        (payment.status === 'received' || payment.status === 'rejected') &&
        (payment.mode === null || (INSTRUMENT_MODES as readonly string[]).includes(payment.mode));
      if (!mayStand) return { ...payment, standing: null };
      const events = await ctx.store.readStream(paymentStream(payment.txnId));
      const state = events
        .filter((event) => effectiveAt(event) <= upTo)
        .reduce(evolvePayment, initialPaymentState);
      return {
        ...payment,
        standing: state.status === 'absent' ? null : instrumentStanding(state.mode, state.status),
      };
    }),
  );
  return { ...view, payments };
}

export async function ledgerOfProperty(
  ctx: ModuleContext,
  req: Request,
  ask: LedgerRequest,
): Promise<LedgerView & PlaceNames> {
  const now = ctx.now();
  const day = asOfDay(ask.asOf, now);
  // Today's ledger is everything recorded so far (the database's clock may run ahead of ours).
  const upTo = day < indiaDate(now) ? endOfIndiaDay(day).getTime() : Number.POSITIVE_INFINITY;
  const [stream, { rules, offers }] = await Promise.all([
    ctx.store.readStream(propertyStream(ask.propertyUniqueId)),
    rulesOn(ctx.pool, day),
  ]);
  const events = stream.filter((event) => effectiveAt(event) <= upTo);
  const view = presentLedger(events, { asOf: day, rules, offers });
  if (!view || (!ask.includeDeleted && view.status === 'deleted')) throw notFound(PROPERTY_NOT_FOUND);
  assertInScope(await ctx.scopeOf(req), view.zoneId, view.wardId);
  return (await withPlaceNames(ctx.pool, [await withStandings(ctx, view, upTo)]))[0];
}
