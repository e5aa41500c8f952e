// The sandbox playing the card provider (snn-payments): a signed checkout, the payment event posted
// back with its HMAC, and the REST API (basic auth) for a transaction's status and the payouts.
import { Router, type Request } from 'express';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { daysBetween } from '../settlementDays';
import { signaturesMatch } from '../signatures';
import { snnFieldsSignature, snnPayloadSignature, type SnnPaymentEvent } from '../snnSignature';
import { formFields, requireFields, returnUrl, showPaymentPage, type AnswerOf } from './checkout';
import { SANDBOX_SNN } from './credentials';
import type { SandboxStore } from './store';

const REQUEST_FIELDS = ['key_id', 'txnid', 'amount', 'currency', 'callback_url', 'cancel_url', 'signature'];
const API_STATUS = { pending: 'created', success: 'captured', failure: 'failed', cancelled: 'failed' };

/** The signed payment event, posted to callback_url when captured and to cancel_url otherwise. */
export const snnAnswer: AnswerOf = (payment) => {
  const captured = payment.status === 'success';
  const event: SnnPaymentEvent = {
    event: captured ? 'payment.captured' : 'payment.failed',
    payment: {
      id: payment.gatewayTxnId,
      txnid: payment.txnId,
      amount: payment.amountPaise,
      currency: 'INR',
      status: captured ? 'captured' : 'failed',
    },
  };
  const payload = JSON.stringify(event);
  const action = captured ? payment.request.callback_url : payment.request.cancel_url;
  return { action, fields: { payload, signature: snnPayloadSignature(SANDBOX_SNN.keySecret, payload) } };
};

function requireApiKey(req: Request) {
  const expected = `Basic ${Buffer.from(`${SANDBOX_SNN.keyId}:${SANDBOX_SNN.keySecret}`).toString('base64')}`;
  if (!signaturesMatch(expected, req.get('authorization') ?? '')) throw unauthorized('Invalid API key');
}

export function snnSandboxRoutes(store: SandboxStore, now: () => Date) {
  const router = Router();

  router.post('/snn/checkout', async (req, res) => {
    const fields = formFields(req.body);
    requireFields(fields, REQUEST_FIELDS);
    const { signature, ...request } = fields;
    if (request.key_id !== SANDBOX_SNN.keyId) throw badRequest('Unknown key_id');
    if (!signaturesMatch(snnFieldsSignature(SANDBOX_SNN.keySecret, request), signature))
      throw badRequest('Invalid signature');
    const amountPaise = /^\d{1,15}$/.test(request.amount) ? Number(request.amount) : 0;
    if (!amountPaise || request.currency !== 'INR') throw badRequest('Invalid amount');
    returnUrl(request.callback_url, 'callback_url');
    returnUrl(request.cancel_url, 'cancel_url');
    const page = {
      productInfo: request.description ?? '',
      payer: request.name ?? '',
      contact: `${request.email ?? ''} ${request.contact ?? ''}`,
    };
    await showPaymentPage(
      req,
      res,
      store,
      { scheme: 'snn', txnId: request.txnid, amountPaise, request, page },
      now(),
    );
  });

  router.get('/snn/v1/transactions/:txnId', async (req, res) => {
    requireApiKey(req);
    const payment = await store.find('snn', req.params.txnId);
    if (!payment) throw notFound('No such transaction');
    res.json({
      id: payment.gatewayTxnId,
      txnid: payment.txnId,
      amount: payment.amountPaise,
      status: API_STATUS[payment.status],
    });
  });

  router.get('/snn/v1/settlements', async (req, res) => {
    requireApiKey(req);
    const from = String(req.query.from ?? '');
    const to = String(req.query.to ?? '');
    daysBetween(from, to);
    const byUtr = new Map<string, { date: string; utr: string; amount: number; count: number }>();
    for (const payment of await store.settled('snn', from, to, now())) {
      const sum = byUtr.get(payment.utr) ?? {
        date: payment.settledOn,
        utr: payment.utr,
        amount: 0,
        count: 0,
      };
      byUtr.set(payment.utr, { ...sum, amount: sum.amount + payment.amountPaise, count: sum.count + 1 });
    }
    res.json({ items: [...byUtr.values()] });
  });

  return router;
}
