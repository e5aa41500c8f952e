// The card provider (SPEC "snn-payments"), Razorpay style: a signed checkout form, events signed
// with HMAC-SHA256 over the raw body (header x-snn-signature), and a REST API with basic auth.
// verifyCallback takes { payload: <raw body exactly as received>, signature: <header value> };
// the browser return from the payment page posts the same two fields.
import type { CheckoutForm, CheckoutRequest, PaymentGateway, VerifiedCallback } from './gateway';
import { createSnnApi } from './snnApi';
import { snnFieldsSignature, snnPayloadSignature, type SnnPaymentEvent } from './snnSignature';
import { signaturesMatch } from './signatures';

/** The card provider's name on payments and in the transactions list. */
export const SNN_GATEWAY = 'snn';

export interface SnnConfig {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs: number;
}

function parseEvent(payload: string): SnnPaymentEvent | null {
  let event: SnnPaymentEvent;
  try {
    event = JSON.parse(payload) as SnnPaymentEvent;
  } catch {
    return null;
  }
  const payment = event?.payment;
  const known = event?.event === 'payment.captured' || event?.event === 'payment.failed';
  if (!known || !payment || typeof payment.txnid !== 'string' || typeof payment.id !== 'string') return null;
  return event;
}

export function createSnnGateway(config: SnnConfig): PaymentGateway {
  const baseUrl = config.baseUrl.replace(/\/$/, '');
  const api = createSnnApi(config, baseUrl);

  function checkout(request: CheckoutRequest): CheckoutForm {
    if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0)
      throw new RangeError(`${request.amountPaise} is not an amount in paise`);
    const fields = {
      key_id: config.keyId,
      txnid: request.txnId,
      amount: String(request.amountPaise),
      currency: 'INR',
      description: request.productInfo,
      name: request.firstName,
      email: request.email,
      contact: request.phone,
      callback_url: request.successUrl,
      cancel_url: request.failureUrl,
    };
    const signature = snnFieldsSignature(config.keySecret, fields);
    return { action: `${baseUrl}/checkout`, method: 'POST', fields: { ...fields, signature } };
  }

  function verifyCallback(fields: Record<string, string>): VerifiedCallback {
    const { payload, signature } = fields;
    if (typeof payload !== 'string' || typeof signature !== 'string')
      return { ok: false, reason: 'missing payload or signature' };
    const signed = signaturesMatch(snnPayloadSignature(config.keySecret, payload), signature);
    const event = parseEvent(payload);
    const txnId = event?.payment.txnid;
    if (!signed) return { ok: false, reason: 'signature mismatch', txnId };
    if (!event) return { ok: false, reason: 'unreadable payment event' };
    const { amount, currency, id } = event.payment;
    // Amounts are integer paise in the body; anything else is refused rather than rounded.
    if (!Number.isSafeInteger(amount) || amount < 0 || currency !== 'INR')
      return { ok: false, reason: `malformed amount ${String(amount)} ${String(currency)}`, txnId };
    const captured = event.event === 'payment.captured' && event.payment.status === 'captured';
    const status = captured ? 'success' : 'failure';
    return {
      ok: true,
      txnId: event.payment.txnid,
      gatewayTxnId: id,
      amountPaise: amount,
      status,
      raw: { ...fields },
    };
  }

  return {
    name: SNN_GATEWAY,
    checkout,
    verifyCallback,
    query: api.transaction,
    settlements: api.settlements,
  };
}
