import { paymentStream, propertyStream } from '@ptax/contracts';
import { payuHashFieldsOf, payuResponseHash } from '../gateway/payuHash';
import { SANDBOX_PAYU, SANDBOX_SNN } from '../gateway/sandbox/credentials';
import { SNN_SIGNATURE_HEADER, snnPayloadSignature } from '../gateway/snnSignature';
import { callbackLogOf } from './callbackLog';
import { gatewayMetadata, settleSuccess } from './outcomes';
import { ADMIN, PaymentsTestBed, postForm } from './testing';

const CONTACT = { firstname: 'Asha Verma', phone: '9812345678', email: 'asha@example.in' };

describe('gateway callbacks: only a signed answer with our amount counts, and it counts once', () => {
  let bed: PaymentsTestBed;

  beforeAll(async () => {
    bed = await PaymentsTestBed.start();
  });
  afterAll(() => bed.stop());

  /** A property owing ₹1,000 this year, and a payment of it started on the given gateway. */
  async function started(gateway: 'payu' | 'snn' = 'payu', houseNumber = String(Math.random()).slice(2, 8)) {
    const propertyId = await bed.property({ houseNumber });
    await bed.raiseDemand(propertyId, '2026-27', 100_000);
    const path = gateway === 'snn' ? 'snn-payments/initiate_payment' : 'payments/initiate_payment';
    const response = await bed
      .http()
      .post(`/api/${path}`)
      .send({ propertyUniqueId: propertyId, ...CONTACT });
    expect(response.status).toBe(201);
    return {
      propertyId,
      ...(response.body.data as {
        txnId: string;
        amountPaise: number;
        checkout: { action: string; fields: Record<string, string> };
      }),
    };
  }

  const typesOf = async (stream: string) => (await bed.events(stream)).map((event) => event.type);

  it('credits a payment once when its callback arrives 100 times at once', async () => {
    const { propertyId, txnId, checkout } = await started();
    const answer = await bed.payOnSandbox(checkout, 'success');
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => postForm(answer.action, answer.fields)),
    );
    expect(new Set(replies.map((reply) => `${reply.status} ${reply.location}`))).toEqual(
      new Set([`303 /payment/success/${txnId}`]),
    );

    const ledger = await bed.events(propertyStream(propertyId));
    expect(ledger.filter((event) => event.type === 'PaymentReceived')).toHaveLength(1);
    expect(await typesOf(paymentStream(txnId))).toEqual([
      'PaymentInitiated',
      'PaymentSucceeded',
      'PaymentReceiptIssued',
    ]);
    const log = await callbackLogOf(bed.platform.pool, txnId);
    expect(log.filter((entry) => entry.outcome === 'success')).toHaveLength(1);
    expect(log.filter((entry) => entry.outcome === 'duplicate')).toHaveLength(99);
  });

  it('credits once when instances race: the settling steps 20 times at once, without the in-process guard', async () => {
    const { propertyId, txnId, checkout } = await started();
    const answer = await bed.payOnSandbox(checkout, 'success');
    const verified = bed.deps.gateways.payu!.verifyCallback(answer.fields);
    if (!verified.ok) throw new Error(verified.reason);
    const success = { txnId, gatewayTxnId: verified.gatewayTxnId, amountPaise: verified.amountPaise };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => settleSuccess(bed.deps, success, gatewayMetadata('payu', 'webhook'))),
    );
    expect(results.filter((result) => result.recorded)).toHaveLength(1);
    expect(new Set(results.map((result) => result.receiptNumber)).size).toBe(1);
    expect(results[0].receiptNumber).toMatch(/^RCT-2026-27-\d{6}$/);
    expect(await typesOf(paymentStream(txnId))).toEqual([
      'PaymentInitiated',
      'PaymentSucceeded',
      'PaymentReceiptIssued',
    ]);
    const ledger = await bed.events(propertyStream(propertyId));
    expect(ledger.filter((event) => event.type === 'PaymentReceived')).toHaveLength(1);
  });

  it('credits nothing for a callback whose hash is wrong, logs it and sends the payer to the failure page', async () => {
    const { propertyId, txnId, checkout } = await started();
    const answer = await bed.payOnSandbox(checkout, 'success');
    const forged = {
      ...answer.fields,
      hash: answer.fields.hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const reply = await postForm(answer.action, forged);
    expect(reply).toMatchObject({ status: 303, location: `/payment/failure/${txnId}?reason=unverified` });
    expect(await typesOf(paymentStream(txnId))).toEqual(['PaymentInitiated']);
    expect(await typesOf(propertyStream(propertyId))).not.toContain('PaymentReceived');
    const [entry] = await callbackLogOf(bed.platform.pool, txnId);
    expect(entry).toMatchObject({
      outcome: 'refused',
      reason: 'hash mismatch',
      gateway: 'payu',
      source: 'browser',
    });
    expect(entry.remoteAddress).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(answer.fields.hash);
  });

  it('credits nothing for a correctly signed callback with another amount, and logs it', async () => {
    const { propertyId, txnId, checkout } = await started();
    const answer = await bed.payOnSandbox(checkout, 'success');
    // What a leaked salt or a confused gateway could produce: a valid hash over ₹1 instead of ₹900.
    const cheaper = { ...answer.fields, amount: '1.00' };
    const signed = { ...cheaper, hash: payuResponseHash(SANDBOX_PAYU, payuHashFieldsOf(cheaper)) };
    const reply = await postForm(answer.action, signed);
    expect(reply).toMatchObject({ status: 303, location: `/payment/failure/${txnId}?reason=unverified` });
    expect(await typesOf(paymentStream(txnId))).toEqual(['PaymentInitiated']);
    expect(await typesOf(propertyStream(propertyId))).not.toContain('PaymentReceived');
    expect(await callbackLogOf(bed.platform.pool, txnId)).toMatchObject([
      { outcome: 'refused', reason: 'amount mismatch: ₹1 at the gateway, ₹900 initiated' },
    ]);
  });

  it('records a declined payment as failed with the reason, and the payer lands on the failure page', async () => {
    const { txnId, checkout } = await started();
    const answer = await bed.payOnSandbox(checkout, 'failure');
    const reply = await postForm(answer.action, answer.fields);
    expect(reply).toMatchObject({ status: 303, location: `/payment/failure/${txnId}` });
    const status = await bed.http().get(`/api/payments/status/${txnId}`);
    expect(status.body.data).toMatchObject({
      status: 'failed',
      receiptNumber: null,
      reason: 'Declined in the sandbox (Fail pressed)',
    });
  });

  it('takes card provider payments from the browser return and from the signed webhook alike, once', async () => {
    const { propertyId, txnId, checkout } = await started('snn');
    expect(checkout.action).toBe(`${bed.origin}/sandbox-gateway/snn/checkout`);
    const answer = await bed.payOnSandbox(checkout, 'success');
    const browser = await postForm(answer.action, answer.fields);
    expect(browser).toMatchObject({ status: 303, location: `/payment/success/${txnId}` });
    const webhook = await bed
      .http()
      .post('/api/snn-payments/transaction')
      .set('Content-Type', 'application/json')
      .set(SNN_SIGNATURE_HEADER, answer.fields.signature)
      .send(answer.fields.payload);
    expect(webhook.status).toBe(200);
    expect(webhook.body.data).toEqual({ txnId, outcome: 'duplicate' });
    const ledger = await bed.events(propertyStream(propertyId));
    expect(ledger.filter((event) => event.type === 'PaymentReceived')).toHaveLength(1);
    // The card provider's own list shows it, and only card-provider payments.
    const admin = await bed.as(ADMIN);
    const cards = await bed.http().get('/api/snn-payments/all?limit=100').set('Authorization', admin);
    expect(cards.status).toBe(200);
    expect(cards.body.data.map((row: { txnId: string }) => row.txnId)).toContain(txnId);
    expect(new Set(cards.body.data.map((row: { gateway: string }) => row.gateway))).toEqual(new Set(['snn']));
    const summary = await bed.http().get('/api/snn-payments/summary').set('Authorization', admin);
    expect(summary.body.data.count).toBeGreaterThanOrEqual(1);
  });

  it('answers a webhook whose signature does not match its bytes with 400, changing nothing', async () => {
    const { txnId } = await started('snn');
    const payload = JSON.stringify({
      event: 'payment.captured',
      payment: { id: 'pay_forged', txnid: txnId, amount: 90_000, currency: 'INR', status: 'captured' },
    });
    const signature = snnPayloadSignature(SANDBOX_SNN.keySecret, payload);
    const response = await bed
      .http()
      .post('/api/snn-payments/transaction')
      .set('Content-Type', 'application/json')
      .set(SNN_SIGNATURE_HEADER, signature)
      .send(payload.replace('"amount":90000', '"amount": 90000'));
    expect(response.status).toBe(400);
    expect(await typesOf(paymentStream(txnId))).toEqual(['PaymentInitiated']);
    expect(await callbackLogOf(bed.platform.pool, txnId)).toMatchObject([
      { outcome: 'refused', reason: 'signature mismatch', source: 'webhook' },
    ]);

    // The provider's own signature over the exact bytes: accepted.
    const genuine = await bed
      .http()
      .post('/api/snn-payments/transaction')
      .set('Content-Type', 'application/json')
      .set(SNN_SIGNATURE_HEADER, signature)
      .send(payload);
    expect(genuine.status).toBe(200);
    expect(await typesOf(paymentStream(txnId))).toContain('PaymentSucceeded');
  });

  it('refuses callbacks for unknown gateways and transactions without a server error', async () => {
    const unknownGateway = await postForm(`${bed.origin}/api/payments/callback/paypal`, { txnid: 'X' });
    expect(unknownGateway).toMatchObject({
      status: 303,
      location: '/payment/failure/unknown?reason=unverified',
    });
    const empty = await postForm(`${bed.origin}/api/payments/callback/payu`, {});
    expect(empty.status).toBe(303);
    const status = await bed.http().get('/api/payments/status/NOPE');
    expect(status.status).toBe(404);
  });
});
