import { formatPaise } from '@ptax/contracts';
import { isoNow, isGatewayName, type OnlinePaymentsDeps } from './deps';
import { logCallback, type CallbackSource } from './callbackLog';
import { gatewayMetadata, recordGatewayFailure, recordGatewaySuccess } from './outcomes';
import { isGatewayPayment, loadPayment } from './paymentState';

// A gateway's answer about a payment, from the payer's browser (PayU posts to surl / furl) or from
// the provider's server (webhook). It counts only when its signature checks out AND its amount is
// the amount of our PaymentInitiated; anything else changes nothing and is written to the log.

export type CallbackResult =
  | { outcome: 'success' | 'duplicate'; txnId: string; receiptNumber: string | null; position?: number }
  | { outcome: 'failure'; txnId: string; reason: string }
  | { outcome: 'refused'; txnId: string | null; reason: string };

export interface CallbackInput {
  gateway: string;
  fields: Record<string, string>;
  source: Exclude<CallbackSource, 'query'>;
  remoteAddress: string | null;
}

/** What the payer is told went wrong: the gateway's words (PayU error_Message / field9), bounded. */
function failureReasonOf(raw: Record<string, string>): string {
  const said = raw.error_Message || raw.field9 || raw.unmappedstatus;
  return (said || 'Declined at the gateway').slice(0, 200);
}

export async function acceptGatewayCallback(
  deps: OnlinePaymentsDeps,
  input: CallbackInput,
): Promise<CallbackResult> {
  const { gateway: name, source, remoteAddress } = input;
  const log = (
    outcome: Parameters<typeof logCallback>[1]['outcome'],
    txnId: string | null,
    reason?: string,
  ) =>
    logCallback(deps.pool, {
      at: isoNow(deps),
      gateway: name,
      source,
      txnId,
      outcome,
      reason,
      remoteAddress,
    });
  const refuse = async (reason: string, txnId: string | null): Promise<CallbackResult> => {
    await log('refused', txnId, reason);
    deps.log(`refused a ${name} ${source} callback for ${txnId ?? 'no transaction'}: ${reason}`);
    return { outcome: 'refused', txnId, reason };
  };

  const gateway = isGatewayName(deps, name) ? deps.gateways[name] : null;
  if (!gateway) return refuse('unknown gateway', null);
  const verified = gateway.verifyCallback(input.fields);
  if (!verified.ok) return refuse(verified.reason, verified.txnId ?? null);
  const { txnId } = verified;
  const { state } = await loadPayment(deps.store, txnId);
  if (state.status === 'absent') return refuse('unknown transaction', txnId);
  if (!isGatewayPayment(state) || state.gateway !== name) return refuse(`not a ${name} payment`, txnId);
  if (verified.amountPaise !== state.amountPaise) {
    const amounts = `${formatPaise(verified.amountPaise)} at the gateway, ${formatPaise(state.amountPaise)} initiated`;
    return refuse(`amount mismatch: ${amounts}`, txnId);
  }
  const metadata = gatewayMetadata(name, source);

  if (verified.status === 'success') {
    const success = { txnId, gatewayTxnId: verified.gatewayTxnId, amountPaise: verified.amountPaise };
    const { recorded, receiptNumber, position } = await recordGatewaySuccess(deps, success, metadata);
    await log(recorded ? 'success' : 'duplicate', txnId);
    return { outcome: recorded ? 'success' : 'duplicate', txnId, receiptNumber, position };
  }
  if (state.status === 'success') {
    // A late or replayed failure never undoes money the gateway confirmed.
    await log('duplicate', txnId, 'failure answer for a payment that succeeded');
    return { outcome: 'duplicate', txnId, receiptNumber: state.receiptNumber };
  }
  const reason = failureReasonOf(verified.raw);
  const failure = {
    txnId,
    reason,
    ...(verified.gatewayTxnId ? { gatewayTxnId: verified.gatewayTxnId } : {}),
  };
  const recorded = await recordGatewayFailure(deps, failure, metadata);
  await log(recorded ? 'failure' : 'duplicate', txnId, reason);
  return { outcome: 'failure', txnId, reason };
}
