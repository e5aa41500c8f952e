// The real adapter of the PayU / Easebuzz hosted checkout: signed form post to {baseUrl}/_payment,
// reverse-hash check of the answer posted back to surl/furl, and the merchant "postservice" API
// (verify_payment, get_settlement_details) for reconciliation and payouts.
import { formatRupees, parseRupees } from './amounts';
import type { CheckoutForm, CheckoutRequest, PaymentGateway, VerifiedCallback } from './gateway';
import { payuHashFieldsOf, payuRequestHash, payuResponseHash, type PayuCredentials } from './payuHash';
import { createPayuPostService } from './payuPostService';
import { signaturesMatch } from './signatures';

export interface PayuConfig extends PayuCredentials {
  /** e.g. https://secure.payu.in, or the built-in sandbox at {publicUrl}/sandbox-gateway */
  baseUrl: string;
  timeoutMs: number;
}

export const PAYU_MAX_TXNID_LENGTH = 25;
const CALLBACK_FIELDS = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'status', 'hash'];

export function createPayuGateway(config: PayuConfig): PaymentGateway {
  const baseUrl = config.baseUrl.replace(/\/$/, '');
  const postService = createPayuPostService(config, baseUrl);

  function checkout(request: CheckoutRequest): CheckoutForm {
    // PayU refuses longer transaction ids; a plain UUID (36) is too long.
    if (request.txnId.length > PAYU_MAX_TXNID_LENGTH)
      throw new RangeError(`txnid longer than ${PAYU_MAX_TXNID_LENGTH} characters: ${request.txnId}`);
    const fields = {
      key: config.key,
      txnid: request.txnId,
      amount: formatRupees(request.amountPaise),
      productinfo: request.productInfo,
      firstname: request.firstName,
      email: request.email,
      phone: request.phone,
      surl: request.successUrl,
      furl: request.failureUrl,
    };
    return {
      action: `${baseUrl}/_payment`,
      method: 'POST',
      fields: { ...fields, hash: payuRequestHash(config, fields) },
    };
  }

  function verifyCallback(fields: Record<string, string>): VerifiedCallback {
    const txnId = typeof fields.txnid === 'string' && fields.txnid ? fields.txnid : undefined;
    const missing = CALLBACK_FIELDS.find((name) => typeof fields[name] !== 'string');
    if (missing) return { ok: false, reason: `missing field ${missing}`, txnId };
    if (fields.key !== config.key) return { ok: false, reason: 'unknown merchant key', txnId };
    const expected = payuResponseHash(config, payuHashFieldsOf(fields));
    if (!signaturesMatch(expected, fields.hash)) return { ok: false, reason: 'hash mismatch', txnId };
    const amountPaise = parseRupees(fields.amount);
    if (amountPaise === null) return { ok: false, reason: `malformed amount ${fields.amount}`, txnId };
    // Only 'success' is money received; 'failure', 'pending' and the rest are settled by query().
    const status = fields.status === 'success' ? 'success' : 'failure';
    const gatewayTxnId = fields.mihpayid ?? '';
    if (status === 'success' && !gatewayTxnId) return { ok: false, reason: 'missing field mihpayid', txnId };
    return { ok: true, txnId: fields.txnid, gatewayTxnId, amountPaise, status, raw: { ...fields } };
  }

  return {
    name: 'payu',
    checkout,
    verifyCallback,
    query: (txnId) => postService.verifyPayment(txnId),
    settlements: (from, to) => postService.settlements(from, to),
  };
}
