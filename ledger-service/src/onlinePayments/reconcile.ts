import { formatPaise, paymentStream, type EventMetadata } from '@ptax/contracts';
import { BUSY_STREAM, handleCommand } from '../eventsourcing/commandHandler';
import { GatewayUnavailableError, type GatewayStatus } from '../gateway/gateway';
import { badRequest, HttpError } from '../http/errors';
import { paymentDecider } from '../payments/decide';
import type { KnownPayment, PaymentStatus } from '../payments/payment';
import { logCallback } from './callbackLog';
import { gatewayNamed, isoNow, type OnlinePaymentsDeps } from './deps';
import { recordGatewayFailure, recordGatewaySuccess } from './outcomes';
import { isGatewayPayment, knownPayment } from './paymentState';

// Asking the gateway what became of a payment whose answer never reached us (the payer closed the
// browser, the callback was lost): syncPayment on request, and the sweep on a schedule. The gateway's
// own answer is authoritative, but its amount must still be the one we initiated.

/** A gateway that has never heard of a payment after this long: the payer never got there. */
export const EXPIRY_MS: Record<'online' | 'link', number> = {
  online: 24 * 3_600_000,
  // A payment link waits in a message; citizens open it days later.
  link: 7 * 24 * 3_600_000,
};

export const RECONCILE_MESSAGES = {
  notGatewayPayment: 'Only an online payment can be synced with its gateway',
  unreachable: 'The payment gateway could not be reached; try again later',
  expired: 'expired',
} as const;

export type ReconcileTrigger = 'sync' | 'sweep';

export interface Reconciled {
  txnId: string;
  gatewayStatus: GatewayStatus['status'];
  status: PaymentStatus;
  receiptNumber: string | null;
}

type Outcome = 'succeeded' | 'failed' | 'pending';

async function recordReconciliation(
  deps: OnlinePaymentsDeps,
  txnId: string,
  outcome: Outcome,
  gatewayStatus: string,
  metadata: EventMetadata,
) {
  await handleCommand(
    deps.store,
    paymentStream(txnId),
    paymentDecider,
    { type: 'RecordReconciliation', outcome, gatewayStatus, at: isoNow(deps) },
    { ...metadata, command: 'RecordReconciliation' },
    BUSY_STREAM,
  );
}

async function askGateway(deps: OnlinePaymentsDeps, payment: KnownPayment): Promise<GatewayStatus> {
  try {
    return await gatewayNamed(deps, payment.gateway ?? '').query(payment.txnId);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw new HttpError(502, RECONCILE_MESSAGES.unreachable);
    throw error;
  }
}

export async function reconcilePayment(
  deps: OnlinePaymentsDeps,
  txnId: string,
  trigger: ReconcileTrigger,
  metadata: EventMetadata,
): Promise<Reconciled> {
  const payment = await knownPayment(deps.store, txnId);
  if (!isGatewayPayment(payment)) throw badRequest(RECONCILE_MESSAGES.notGatewayPayment);
  const answer = await askGateway(deps, payment);
  const gateway = payment.gateway ?? '';
  const log = (outcome: 'success' | 'failure' | 'duplicate' | 'pending' | 'refused', reason?: string) =>
    logCallback(deps.pool, { at: isoNow(deps), gateway, source: 'query', txnId, outcome, reason });
  // The sweep asks every few minutes: only a final answer is worth an event; a person's sync always is.
  const noteIfAsked = (outcome: Outcome, gatewayStatus: string) =>
    trigger === 'sync' ? recordReconciliation(deps, txnId, outcome, gatewayStatus, metadata) : undefined;
  const result = (status: PaymentStatus, receiptNumber = payment.receiptNumber): Reconciled => ({
    txnId,
    gatewayStatus: answer.status,
    status,
    receiptNumber,
  });

  if (answer.status === 'success') {
    if (answer.amountPaise !== payment.amountPaise || !answer.gatewayTxnId) {
      const said = answer.amountPaise === undefined ? 'no amount' : formatPaise(answer.amountPaise);
      await log(
        'refused',
        `amount mismatch: ${said} at the gateway, ${formatPaise(payment.amountPaise)} initiated`,
      );
      await noteIfAsked('pending', 'success with another amount');
      return result(payment.status);
    }
    if (payment.status !== 'success')
      await recordReconciliation(deps, txnId, 'succeeded', answer.status, metadata);
    const success = { txnId, gatewayTxnId: answer.gatewayTxnId, amountPaise: answer.amountPaise };
    const { recorded, receiptNumber } = await recordGatewaySuccess(deps, success, metadata);
    await log(recorded ? 'success' : 'duplicate');
    return result('success', receiptNumber);
  }

  const expired =
    answer.status === 'unknown' &&
    deps.now() - Date.parse(payment.initiatedAt) >= EXPIRY_MS[payment.mode as 'online' | 'link'];
  if ((answer.status === 'failure' || expired) && payment.status === 'initiated') {
    const reason = expired ? RECONCILE_MESSAGES.expired : 'Failed at the gateway';
    await recordReconciliation(deps, txnId, 'failed', answer.status, metadata);
    await recordGatewayFailure(
      deps,
      { txnId, reason, ...(answer.gatewayTxnId ? { gatewayTxnId: answer.gatewayTxnId } : {}) },
      metadata,
    );
    await log('failure', reason);
    return result('failed');
  }
  if (answer.status === 'failure' && payment.status === 'success') {
    // Money we hold as received that the gateway calls failed: a person must look at it.
    await log('refused', 'the gateway reports a failure for a payment recorded as successful');
  }
  await noteIfAsked(answer.status === 'failure' ? 'failed' : 'pending', answer.status);
  return result(payment.status);
}
