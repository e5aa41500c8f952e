import { paymentStream, type EventMetadata } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { WrongExpectedRevisionError } from '../eventstore/errors';
import { HttpError } from '../http/errors';
import type { ModuleContext } from '../moduleContract';
import { PAYMENT_MESSAGES, paymentDecider, type PaymentCommand } from './decide';
import { isoNow } from './services';
import { newCounterTxnId } from './txnIds';

type Initiate = Extract<PaymentCommand, { type: 'InitiatePayment' }>;
export type NewPayment = Omit<Initiate, 'type' | 'txnId' | 'at'>;

const ATTEMPTS = 5;

/** Opens `payment-<txnId>` under a fresh id; an id already taken (by chance) is never reused. */
export async function startPayment(
  ctx: ModuleContext,
  payment: NewPayment,
  metadata: EventMetadata,
): Promise<{ txnId: string; position: number }> {
  for (let attempt = 1; ; attempt++) {
    const txnId = newCounterTxnId(ctx.now());
    try {
      const { position } = await handleCommand(
        ctx.store,
        paymentStream(txnId),
        paymentDecider,
        { type: 'InitiatePayment', txnId, ...payment, at: isoNow(ctx) },
        metadata,
        { maxAttempts: 1 },
      );
      return { txnId, position };
    } catch (error) {
      const taken =
        error instanceof WrongExpectedRevisionError ||
        (error instanceof HttpError && error.message === PAYMENT_MESSAGES.exists);
      if (!taken || attempt >= ATTEMPTS) throw error;
    }
  }
}
