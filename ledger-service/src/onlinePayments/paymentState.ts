import { paymentStream, type EventStore, type PaymentEvent } from '@ptax/contracts';
import { notFound } from '../http/errors';
import { PAYMENT_MESSAGES } from '../payments/decide';
import {
  evolvePayment,
  initialPaymentState,
  type KnownPayment,
  type PaymentState,
} from '../payments/payment';

type Failed = Extract<PaymentEvent, { type: 'PaymentFailed' }>['data'];

export interface LoadedPayment {
  state: PaymentState;
  /** Why the latest failure happened (the fold keeps only the status). */
  failureReason: string | null;
}

/** A payment folded from its stream, with the reason of its failure. */
export async function loadPayment(store: EventStore, txnId: string): Promise<LoadedPayment> {
  const events = await store.readStream(paymentStream(txnId));
  const failed = events.filter((event) => event.type === 'PaymentFailed').at(-1);
  return {
    state: events.reduce(evolvePayment, initialPaymentState),
    failureReason: failed ? (failed.data as Failed).reason : null,
  };
}

export async function knownPayment(store: EventStore, txnId: string): Promise<KnownPayment> {
  const { state } = await loadPayment(store, txnId);
  if (state.status === 'absent') throw notFound(PAYMENT_MESSAGES.notFound);
  return state;
}

/** Payments a gateway settles: the citizen's own and those of payment links. */
export const isGatewayPayment = (payment: KnownPayment) =>
  (payment.mode === 'online' || payment.mode === 'link') && payment.gateway !== null;
