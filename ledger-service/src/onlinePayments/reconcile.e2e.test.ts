import { paymentStream, propertyStream } from '@ptax/contracts';
import { callbackLogOf } from './callbackLog';
import { sweepInitiatedPayments } from './sweep';
import { ADMIN, PaymentsTestBed } from './testing';

const CONTACT = { firstname: 'Asha Verma', phone: '9812345678', email: 'asha@example.in' };
const MINUTE = 60_000;

describe('reconciliation: asking the gateway about payments whose answer never arrived', () => {
  let bed: PaymentsTestBed;

  beforeAll(async () => {
    bed = await PaymentsTestBed.start('2026-06-15T10:00:00+05:30');
  });
  afterAll(() => bed.stop());

  /** A payment of ₹900 the payer completes (or not) on the gateway's page; the answer is never posted back. */
  async function paidWithoutCallback(outcome: 'success' | 'failure' | 'none') {
    const propertyId = await bed.property({ houseNumber: String(Math.random()).slice(2, 8) });
    await bed.raiseDemand(propertyId, '2026-27', 100_000);
    const started = await bed
      .http()
      .post('/api/payments/initiate_payment')
      .send({ propertyUniqueId: propertyId, ...CONTACT });
    expect(started.status).toBe(201);
    if (outcome !== 'none') await bed.payOnSandbox(started.body.data.checkout, outcome);
    return { propertyId, txnId: started.body.data.txnId as string };
  }

  const received = async (propertyId: string) =>
    (await bed.events(propertyStream(propertyId))).filter((event) => event.type === 'PaymentReceived');

  it('turns a paid payment into a success on syncPayment and posts it with a receipt', async () => {
    const { propertyId, txnId } = await paidWithoutCallback('success');
    expect(await received(propertyId)).toHaveLength(0);
    const response = await bed
      .http()
      .post('/api/payments/syncPayment')
      .set('Authorization', await bed.as(ADMIN))
      .send({ txnId });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ txnId, gatewayStatus: 'success', status: 'success' });
    expect(response.body.data.receiptNumber).toMatch(/^RCT-2026-27-\d{6}$/);
    expect(await received(propertyId)).toHaveLength(1);
    const types = (await bed.events(paymentStream(txnId))).map((event) => event.type);
    expect(types).toEqual([
      'PaymentInitiated',
      'PaymentReconciled',
      'PaymentSucceeded',
      'PaymentReceiptIssued',
    ]);
    expect(await callbackLogOf(bed.platform.pool, txnId)).toMatchObject([
      { source: 'query', outcome: 'success' },
    ]);

    // Asking again changes nothing on the ledger.
    await bed
      .http()
      .post('/api/payments/syncPayment')
      .set('Authorization', await bed.as(ADMIN))
      .send({ txnId });
    expect(await received(propertyId)).toHaveLength(1);
  });

  it('guards syncPayment and refuses what it cannot sync without a server error', async () => {
    expect((await bed.http().post('/api/payments/syncPayment').send({ txnId: 'X' })).status).toBe(401);
    const operator = await bed.as('operator@nagarnigam.demo');
    expect(
      (await bed.http().post('/api/payments/syncPayment').set('Authorization', operator).send({ txnId: 'X' }))
        .status,
    ).toBe(403);
    const admin = await bed.as(ADMIN);
    expect(
      (await bed.http().post('/api/payments/syncPayment').set('Authorization', admin).send({})).body,
    ).toMatchObject({
      status: 400,
      errors: { txnId: 'Transaction ID is required' },
    });
    expect(
      (await bed.http().post('/api/payments/syncPayment').set('Authorization', admin).send({ txnId: 'NOPE' }))
        .status,
    ).toBe(404);
  });

  it('sweeps payments left initiated for 15 minutes: paid ones are posted, declined ones fail, the rest wait', async () => {
    const paid = await paidWithoutCallback('success');
    const declined = await paidWithoutCallback('failure');
    const abandoned = await paidWithoutCallback('none');
    expect(await sweepInitiatedPayments(bed.deps)).toMatchObject({ checked: 0 }); // too early to ask

    bed.advance(16 * MINUTE);
    expect(await sweepInitiatedPayments(bed.deps)).toEqual({
      checked: 3,
      succeeded: 1,
      failed: 1,
      stillOpen: 1,
      errors: 0,
    });
    // Just asked: the open one waits a while before the gateway is asked again.
    expect(await sweepInitiatedPayments(bed.deps)).toMatchObject({ checked: 0 });
    expect(await received(paid.propertyId)).toHaveLength(1);
    const declinedStatus = await bed.http().get(`/api/payments/status/${declined.txnId}`);
    expect(declinedStatus.body.data).toMatchObject({ status: 'failed', reason: 'Failed at the gateway' });
    const waiting = await bed.http().get(`/api/payments/status/${abandoned.txnId}`);
    expect(waiting.body.data.status).toBe('initiated');
    // The sweep records only final answers: the abandoned payment's stream is untouched.
    expect((await bed.events(paymentStream(abandoned.txnId))).map((event) => event.type)).toEqual([
      'PaymentInitiated',
    ]);

    // A gateway that has never heard of the payment a day later: the payer never got there.
    bed.advance(24 * 60 * MINUTE);
    await sweepInitiatedPayments(bed.deps);
    const expired = await bed.http().get(`/api/payments/status/${abandoned.txnId}`);
    expect(expired.body.data).toMatchObject({ status: 'failed', reason: 'expired' });
  });

  it('lists the payouts of the gateways for a date range', async () => {
    bed.setClock('2026-07-01T11:00:00+05:30');
    const { txnId } = await paidWithoutCallback('success');
    await bed
      .http()
      .post('/api/payments/syncPayment')
      .set('Authorization', await bed.as(ADMIN))
      .send({ txnId });
    bed.setClock('2026-07-02T09:00:00+05:30');
    const response = await bed
      .http()
      .post('/api/payments/payout')
      .set('Authorization', await bed.as(ADMIN))
      .send({ startDate: '2026-07-01', endDate: '2026-07-02' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { date: '2026-07-02', utr: 'SBXP20260702', amountPaise: 90_000, count: 1, gateway: 'payu' },
    ]);
    const bad = await bed
      .http()
      .post('/api/payments/payout')
      .set('Authorization', await bed.as(ADMIN))
      .send({ startDate: '2026-07-02', endDate: '2026-07-01' });
    expect(bad.body).toEqual({ status: 400, message: 'The end date is before the start date' });
  });

  it('tells the day a transaction was paid on, and the online payments of a day', async () => {
    bed.setClock('2026-07-03T12:00:00+05:30');
    const { txnId } = await paidWithoutCallback('success');
    const admin = await bed.as(ADMIN);
    await bed.http().post('/api/payments/syncPayment').set('Authorization', admin).send({ txnId });
    const one = await bed
      .http()
      .post('/api/payments/transaction_date')
      .set('Authorization', admin)
      .send({ txnId });
    expect(one.body.data).toMatchObject({ txnId, status: 'success', date: '2026-07-03' });
    const day = await bed
      .http()
      .post('/api/payments/transaction_date')
      .set('Authorization', admin)
      .send({ date: '2026-07-03' });
    expect(day.status).toBe(200);
    expect(day.body.data.map((row: { txnId: string }) => row.txnId)).toEqual([txnId]);
    const neither = await bed
      .http()
      .post('/api/payments/transaction_date')
      .set('Authorization', admin)
      .send({});
    expect(neither.status).toBe(400);
    const badDay = await bed
      .http()
      .post('/api/payments/transaction_date')
      .set('Authorization', admin)
      .send({ date: '2026-02-30' });
    expect(badDay.status).toBe(400);
  });
});
