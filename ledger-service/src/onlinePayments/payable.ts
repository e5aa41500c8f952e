import {
  formatPaise,
  indiaDate,
  payableOn,
  propertyStream,
  type Dues,
  type EventStore,
  type Rebate,
} from '@ptax/contracts';
import type { Queryable } from '@ptax/projections';
import { badRequest, conflict, notFound } from '../http/errors';
import { evolveAccount, initialAccountState } from '../ledger/account';
import { LEDGER_MESSAGES } from '../ledger/decide';
import { rulesOn } from '../ledger/rules';
import type { ExistingProperty } from '../properties/property';

// What a gateway payment of a property may be for: the net payable today with the rebate an online
// payment earns (docs/LEDGER.md: the discount master's `online` criterion), folded from the
// property's own stream, so the amount offered is exactly what the ledger will settle.

export const ONLINE_CRITERIA = ['online'];
/** The smallest part payment: ₹1. */
export const MIN_PART_PAYMENT_PAISE = 100;

export const PAYABLE_MESSAGES = {
  nothingToPay: 'Nothing is payable on this property today',
  tooSmall: `The amount must be at least ${formatPaise(MIN_PART_PAYMENT_PAISE)}`,
  tooLarge: (payablePaise: number) =>
    `The amount can not be more than the amount payable today (${formatPaise(payablePaise)})`,
} as const;

export interface OnlinePayable {
  property: ExistingProperty;
  onDate: string;
  dues: Dues;
  /** The rebate if this payment clears everything (a part payment earns none). */
  rebate: Rebate | null;
  payablePaise: number;
}

export async function onlinePayable(
  deps: { store: EventStore; pool: Queryable },
  propertyUniqueId: string,
  now: number,
): Promise<OnlinePayable> {
  const events = await deps.store.readStream(propertyStream(propertyUniqueId));
  const account = events.reduce(evolveAccount, initialAccountState);
  if (account.property.status === 'absent') throw notFound(LEDGER_MESSAGES.propertyNotFound);
  if (account.property.status === 'deleted') throw conflict(LEDGER_MESSAGES.propertyDeleted);
  const onDate = indiaDate(now);
  const { rules, offers } = await rulesOn(deps.pool, onDate);
  const payable = payableOn(account.ledger, { onDate, rules, offers, criteriaMet: ONLINE_CRITERIA });
  return { property: account.property, onDate, ...payable };
}

/**
 * The amount of a gateway payment: the whole net payable by default; a part payment from ₹1 up to
 * the net payable. More is refused: an online overpayment would sit as advance credit that only a
 * refund through the gateway could give back, and counters take advance payments in person.
 */
export function chooseAmount(requestedPaise: number | undefined, payablePaise: number): number {
  if (payablePaise <= 0) throw conflict(PAYABLE_MESSAGES.nothingToPay);
  if (requestedPaise === undefined) return payablePaise;
  if (requestedPaise < MIN_PART_PAYMENT_PAISE)
    throw badRequest(PAYABLE_MESSAGES.tooSmall, { amountPaise: PAYABLE_MESSAGES.tooSmall });
  if (requestedPaise > payablePaise) {
    const message = PAYABLE_MESSAGES.tooLarge(payablePaise);
    throw badRequest(message, { amountPaise: message });
  }
  return requestedPaise;
}
