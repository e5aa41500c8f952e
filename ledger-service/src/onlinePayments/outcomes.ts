import { paymentStream, type EventMetadata } from '@ptax/contracts';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { paymentDecider } from '../payments/decide';
import { postPayment } from '../payments/posting';
import { isoNow, postingDeps, type OnlinePaymentsDeps } from './deps';

// Recording what a gateway said, after the caller verified its signature and amount. Success: the
// payment counts (PaymentSucceeded), then it is posted (receipt number, then PaymentReceived on the
// property). Every step is idempotent, so a retried callback, a webhook racing the browser and the
// reconciliation sweep may all arrive for one payment and it is credited once.

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Duplicates that arrive while the first is still being recorded wait for it instead of racing it:
 * the outcome is the same either way (the steps are idempotent), but racing posters would each
 * draw a receipt number and leave gaps in the year's series. Per process only; across instances
 * the idempotent steps keep it right.
 */
async function singleFlight<T>(key: string, work: () => Promise<T>): Promise<{ value: T; joined: boolean }> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return { value: await running, joined: true };
  const started = work().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return { value: await started, joined: false };
}

export interface Succeeded {
  /** false: the success was already recorded (a retried callback, a webhook after the browser). */
  recorded: boolean;
  /** null: the payment counts but posting failed; the posting sweep finishes it. */
  receiptNumber: string | null;
  /** Of the last write, for read-your-writes before the payer is sent to the receipt. */
  position: number;
}

/**
 * The two idempotent steps of a verified success. Called directly only where instances race (tests
 * of the multi-instance case); in a process, through recordGatewaySuccess.
 */
export async function settleSuccess(
  deps: OnlinePaymentsDeps,
  success: { txnId: string; gatewayTxnId: string; amountPaise: number },
  metadata: EventMetadata,
): Promise<Succeeded> {
  const { events, position } = await handleCommand(
    deps.store,
    paymentStream(success.txnId),
    paymentDecider,
    {
      type: 'RecordGatewaySuccess',
      gatewayTxnId: success.gatewayTxnId,
      amountPaise: success.amountPaise,
      at: isoNow(deps),
    },
    { ...metadata, command: 'RecordGatewaySuccess' },
    BUSY_STREAM,
  );
  try {
    const posted = await postPayment(postingDeps(deps), success.txnId, {
      ...metadata,
      command: 'PostPayment',
    });
    return { recorded: events.length > 0, receiptNumber: posted.receiptNumber, position: posted.position };
  } catch (error) {
    // The money is verified and recorded; the payer sees success either way.
    deps.log(`online payment ${success.txnId} succeeded but is not posted yet: ${(error as Error).message}`);
    return { recorded: events.length > 0, receiptNumber: null, position };
  }
}

export async function recordGatewaySuccess(
  deps: OnlinePaymentsDeps,
  success: { txnId: string; gatewayTxnId: string; amountPaise: number },
  metadata: EventMetadata,
): Promise<Succeeded> {
  const { value, joined } = await singleFlight(`success:${success.txnId}`, () =>
    settleSuccess(deps, success, metadata),
  );
  return joined ? { ...value, recorded: false } : value;
}

/** Answers whether a failure was recorded (a payment that already succeeded or failed keeps its state). */
export async function recordGatewayFailure(
  deps: OnlinePaymentsDeps,
  failure: { txnId: string; gatewayTxnId?: string; reason: string },
  metadata: EventMetadata,
): Promise<boolean> {
  const { events } = await handleCommand(
    deps.store,
    paymentStream(failure.txnId),
    paymentDecider,
    {
      type: 'RecordGatewayFailure',
      ...(failure.gatewayTxnId ? { gatewayTxnId: failure.gatewayTxnId } : {}),
      reason: failure.reason,
      at: isoNow(deps),
    },
    { ...metadata, command: 'RecordGatewayFailure' },
    BUSY_STREAM,
  );
  return events.length > 0;
}

/** Who recorded an answer of a gateway: the gateway itself, not a person. */
export const gatewayMetadata = (gateway: string, source: string): EventMetadata => ({
  userId: `gateway:${gateway}`,
  loginType: 'gateway',
  source,
});
