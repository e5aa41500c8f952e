// What both sandbox schemes share: recording a checkout and showing the payment page, then turning
// the payer's choice into a signed answer the browser posts back to the merchant.
import { randomBytes, randomInt } from 'node:crypto';
import type { Request, Response } from 'express';
import { badRequest, conflict, notFound } from '../../http/errors';
import { answerPage, paymentPage, sendPage } from './pages';
import type { SandboxOutcome, SandboxPayment, SandboxScheme, SandboxStore } from './store';

/** The signed answer of one scheme: where the browser posts it and what it carries. */
export type AnswerOf = (payment: SandboxPayment) => { action: string; fields: Record<string, string> };

const OUTCOMES: SandboxOutcome[] = ['success', 'failure', 'cancelled'];

/** Only string fields of a urlencoded body (a repeated field is an array: ignored). */
export function formFields(body: unknown): Record<string, string> {
  const entries = Object.entries((body ?? {}) as Record<string, unknown>);
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function requireFields(fields: Record<string, string>, names: string[]) {
  const missing = names.filter((name) => !fields[name]);
  if (missing.length) throw badRequest(`Missing field(s): ${missing.join(', ')}`);
}

/** The merchant's return address: only http(s), so the answer page cannot be turned into a script link. */
export function returnUrl(value: string, field: string): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw badRequest(`Invalid ${field}`);
  return url;
}

// Gateway-side ids look like the real ones: PayU's are long numbers, Razorpay-style ones 'pay_…'.
const newGatewayTxnId = (scheme: SandboxScheme) =>
  scheme === 'payu'
    ? `${randomInt(100_000_000, 1_000_000_000)}${randomInt(100_000_000, 1_000_000_000)}`
    : `pay_${randomBytes(7).toString('hex')}`;

// Compared field by field: jsonb does not keep the order the fields were posted in.
const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((name) => a[name] === b[name]);

export interface CheckoutInput {
  scheme: SandboxScheme;
  txnId: string;
  amountPaise: number;
  request: Record<string, string>;
  page: { productInfo: string; payer: string; contact: string };
}

export async function showPaymentPage(
  req: Request,
  res: Response,
  store: SandboxStore,
  input: CheckoutInput,
  at: Date,
) {
  const { scheme, txnId, amountPaise, request } = input;
  const payment = await store.begin(
    { scheme, txnId, amountPaise, request, gatewayTxnId: newGatewayTxnId(scheme) },
    at,
  );
  // A browser re-post of the same checkout shows the same page; anything else reusing the id is refused.
  if (payment.status !== 'pending') throw badRequest(`Transaction id ${txnId} has already been used`);
  if (!sameFields(payment.request, request))
    throw conflict(`Transaction id ${txnId} was started with other details`);
  const completeAction = `${req.baseUrl}/pay/${encodeURIComponent(payment.gatewayTxnId)}`;
  const html = paymentPage({
    merchant: 'Nagar Nigam (sandbox merchant)',
    amountPaise,
    txnId,
    completeAction,
    ...input.page,
  });
  sendPage(res, html, []);
}

export async function answerPayerChoice(
  req: Request,
  res: Response,
  store: SandboxStore,
  answers: Record<SandboxScheme, AnswerOf>,
  at: Date,
) {
  const outcome = formFields(req.body).outcome as SandboxOutcome;
  if (!OUTCOMES.includes(outcome)) throw badRequest('outcome must be success, failure or cancelled');
  const payment = await store.complete(String(req.params.gatewayTxnId), outcome, at);
  if (!payment) throw notFound('No such sandbox payment');
  const { action, fields } = answers[payment.scheme](payment);
  const { html, nonce } = answerPage(action, fields);
  sendPage(res, html, [new URL(action).origin], nonce);
}
