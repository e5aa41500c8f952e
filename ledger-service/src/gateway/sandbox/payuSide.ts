// The sandbox playing PayU: the hosted payment page (_payment), the signed answer posted back to
// surl / furl, and the merchant postservice API (verify_payment, get_settlement_details).
import { Router } from 'express';
import { badRequest } from '../../http/errors';
import { formatRupees, parseRupees } from '../amounts';
import { PAYU_MAX_TXNID_LENGTH } from '../payuGateway';
import { payuCommandHash, payuHashFieldsOf, payuRequestHash, payuResponseHash } from '../payuHash';
import { signaturesMatch } from '../signatures';
import { formFields, requireFields, returnUrl, showPaymentPage, type AnswerOf } from './checkout';
import { SANDBOX_PAYU } from './credentials';
import type { SandboxPayment, SandboxStore } from './store';

const UDFS = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;
const REQUEST_FIELDS = [
  'key',
  'txnid',
  'amount',
  'productinfo',
  'firstname',
  'email',
  'surl',
  'furl',
  'hash',
];

const UNMAPPED = { pending: 'pending', success: 'captured', failure: 'failed', cancelled: 'userCancelled' };
const MESSAGES = {
  pending: 'Awaiting the payer',
  success: 'No Error',
  failure: 'Declined in the sandbox (Fail pressed)',
  cancelled: 'Cancelled by the payer',
};

const istTimestamp = (at: Date | null) =>
  at ? new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ') : '';

/** The fields PayU reports about a transaction, in its answers and in verify_payment. */
function detailsOf(payment: SandboxPayment) {
  const request = payment.request;
  const status = payment.status === 'success' || payment.status === 'pending' ? payment.status : 'failure';
  return {
    mihpayid: payment.gatewayTxnId,
    mode: 'SANDBOX',
    status,
    unmappedstatus: UNMAPPED[payment.status],
    key: request.key,
    txnid: payment.txnId,
    amount: request.amount,
    addedon: istTimestamp(payment.completedAt ?? payment.createdAt),
    productinfo: request.productinfo,
    firstname: request.firstname,
    email: request.email,
    phone: request.phone ?? '',
    ...Object.fromEntries(UDFS.map((udf) => [udf, request[udf] ?? ''])),
    bank_ref_num: payment.status === 'success' ? payment.gatewayTxnId : '',
    error: payment.status === 'success' ? 'E000' : '',
    error_Message: MESSAGES[payment.status],
    field9: MESSAGES[payment.status],
  };
}

/** The signed answer PayU posts back: to surl on success, furl otherwise. */
export const payuAnswer: AnswerOf = (payment) => {
  const fields = detailsOf(payment);
  const hash = payuResponseHash(SANDBOX_PAYU, fields);
  const action = fields.status === 'success' ? payment.request.surl : payment.request.furl;
  return { action, fields: { ...fields, hash } };
};

function checkCommand(fields: Record<string, string>) {
  requireFields(fields, ['key', 'command', 'var1', 'hash']);
  if (fields.key !== SANDBOX_PAYU.key) throw badRequest('Unknown merchant key');
  const expected = payuCommandHash(SANDBOX_PAYU, fields.command, fields.var1);
  if (!signaturesMatch(expected, fields.hash)) throw badRequest('Invalid Hash');
}

export function payuSandboxRoutes(store: SandboxStore, now: () => Date) {
  const router = Router();

  router.post('/_payment', async (req, res) => {
    const fields = formFields(req.body);
    requireFields(fields, REQUEST_FIELDS);
    if (fields.key !== SANDBOX_PAYU.key) throw badRequest('Unknown merchant key');
    if (fields.txnid.length > PAYU_MAX_TXNID_LENGTH)
      throw badRequest(`txnid longer than ${PAYU_MAX_TXNID_LENGTH}`);
    const amountPaise = parseRupees(fields.amount);
    if (!amountPaise) throw badRequest('Invalid amount');
    if (!signaturesMatch(payuRequestHash(SANDBOX_PAYU, payuHashFieldsOf(fields)), fields.hash))
      throw badRequest('Invalid Hash: the request was not signed with the merchant salt');
    returnUrl(fields.surl, 'surl');
    returnUrl(fields.furl, 'furl');
    const { hash: _hash, ...request } = fields;
    const page = {
      productInfo: fields.productinfo,
      payer: fields.firstname,
      contact: `${fields.email} ${fields.phone ?? ''}`,
    };
    await showPaymentPage(
      req,
      res,
      store,
      { scheme: 'payu', txnId: fields.txnid, amountPaise, request, page },
      now(),
    );
  });

  router.post('/merchant/postservice', async (req, res) => {
    const fields = formFields(req.body);
    checkCommand(fields);
    if (fields.command === 'verify_payment') {
      const txnIds = fields.var1.split('|');
      const found = await Promise.all(txnIds.map((txnId) => store.find('payu', txnId)));
      const transaction_details = Object.fromEntries(
        txnIds.map((txnId, i) => {
          const payment = found[i];
          if (!payment) return [txnId, { mihpayid: 'Not Found', status: 'Not Found' }];
          const amt = formatRupees(payment.amountPaise);
          return [txnId, { ...detailsOf(payment), amt, transaction_amount: amt, additional_charges: '0.00' }];
        }),
      );
      const fetched = found.filter(Boolean).length;
      const msg = `${fetched} out of ${txnIds.length} Transactions Fetched Successfully`;
      return res.json({ status: fetched ? 1 : 0, msg, transaction_details });
    }
    if (fields.command === 'get_settlement_details') {
      const day = fields.var1;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
        return res.json({ status: 0, msg: 'Please check date format it should be YYYY-MM-DD' });
      const settled = await store.settled('payu', day, day, now());
      // The sandbox charges no fees: the net amount is the amount.
      const Txn_details = settled.map((payment) => ({
        payuid: payment.gatewayTxnId,
        txnid: payment.txnId,
        txndate: istTimestamp(payment.completedAt),
        mode: 'SANDBOX',
        amount: formatRupees(payment.amountPaise),
        requestaction: 'capture',
        requestamount: formatRupees(payment.amountPaise),
        mer_utr: payment.utr,
        mer_service_fee: '0.0000',
        mer_service_tax: '0.0000',
        mer_net_amount: `${formatRupees(payment.amountPaise)}00`,
      }));
      return res.json({ status: 1, msg: `${settled.length} transactions settled on ${day}`, Txn_details });
    }
    throw badRequest(`Unknown command ${fields.command}`);
  });

  return router;
}
