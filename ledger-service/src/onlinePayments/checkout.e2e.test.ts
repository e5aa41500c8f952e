import { checkCharacter, paymentStream, propertyStream } from '@ptax/contracts';
import { callbackLogOf } from './callbackLog';
import { PaymentsTestBed, postForm } from './testing';

// 15 June 2026: FY 2026-27, inside the rule set's first rebate period (10% until 31 July).
const CONTACT = { firstname: 'Asha Verma', phone: '9812345678', email: 'asha@example.in' };

describe('paying property tax online through the gateway', () => {
  let bed: PaymentsTestBed;
  let propertyId: string;

  beforeAll(async () => {
    bed = await PaymentsTestBed.start();
    propertyId = await bed.property();
    await bed.raiseDemand(propertyId, '2025-26', 500_000); // arrears ₹5,000
    await bed.raiseDemand(propertyId, '2026-27', 1_000_000); // this year ₹10,000
  });
  afterAll(() => bed.stop());

  it('shows what is owed today with the online rebate before anything is paid', async () => {
    const response = await bed.http().get(`/api/payments/payable/${propertyId}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      propertyUniqueId: propertyId,
      ownerName: 'Ramesh Kumar',
      arrearsPaise: 500_000,
      currentPaise: 1_000_000,
      // 12% a year on ₹5,000 from 31 March to 15 June (76 days) = ₹124.93 → ₹125
      interestPaise: 12_500,
      rebate: { percentage: 10, amountPaise: 100_000 },
      netPayablePaise: 500_000 + 12_500 + 1_000_000 - 100_000,
    });
    expect(JSON.stringify(response.body)).not.toContain('9876543210');
  });

  it('takes the whole payment end to end: checkout, the sandbox page, the signed callback, the ledger and the receipt', async () => {
    const started = await bed
      .http()
      .post('/api/payments/initiate_payment')
      .send({ propertyUniqueId: propertyId, ...CONTACT });
    expect(started.status).toBe(201);
    const { txnId, amountPaise, checkout } = started.body.data;
    expect(amountPaise).toBe(1_412_500);
    expect(txnId.length).toBeLessThanOrEqual(25);
    expect(checkout).toMatchObject({ action: `${bed.origin}/sandbox-gateway/_payment`, method: 'POST' });
    expect(checkout.fields).toMatchObject({
      txnid: txnId,
      amount: '14125.00',
      surl: `${bed.origin}/api/payments/callback/payu`,
    });

    const answer = await bed.payOnSandbox(checkout, 'success');
    const callback = await postForm(answer.action, answer.fields);
    expect(callback).toMatchObject({ status: 303, location: `/payment/success/${txnId}` });

    const status = await bed.http().get(`/api/payments/status/${txnId}`);
    expect(status.body.data).toMatchObject({
      txnId,
      status: 'success',
      amountPaise: 1_412_500,
      propertyUniqueId: propertyId,
    });
    expect(status.body.data.receiptNumber).toMatch(/^RCT-2026-27-\d{6}$/);
    expect(JSON.stringify(status.body)).not.toMatch(/9812345678|asha@example/);
    // The redirect waited for the read models: the success page's receipt link works at once.
    const receiptNumber = status.body.data.receiptNumber;
    const receipt = await bed
      .http()
      .get(`/api/receipts/lookup?number=${encodeURIComponent(receiptNumber)}&property=${propertyId}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.data).toMatchObject({ receiptNumber, amountPaise: 1_412_500 });
    const pdf = await bed
      .http()
      .get(`/api/receipts/${encodeURIComponent(receiptNumber)}/pdf?lang=hi&property=${propertyId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const ledger = await bed.events(propertyStream(propertyId));
    const received = ledger.filter((event) => event.type === 'PaymentReceived');
    expect(received).toHaveLength(1);
    expect(received[0].data).toMatchObject({
      txnId,
      amountPaise: 1_412_500,
      mode: 'online',
      receiptNumber: status.body.data.receiptNumber,
    });
    expect(ledger.some((event) => event.type === 'RebateGranted')).toBe(true);
    const payment = (await bed.events(paymentStream(txnId))).map((event) => event.type);
    expect(payment).toEqual(['PaymentInitiated', 'PaymentSucceeded', 'PaymentReceiptIssued']);
    expect(await callbackLogOf(bed.platform.pool, txnId)).toMatchObject([
      { gateway: 'payu', source: 'browser', outcome: 'success' },
    ]);

    const after = await bed.http().get(`/api/payments/payable/${propertyId}`);
    expect(after.body.data.netPayablePaise).toBe(0);
    const again = await bed
      .http()
      .post('/api/payments/initiate_payment')
      .send({ propertyUniqueId: propertyId, ...CONTACT });
    expect(again.status).toBe(409);
  });

  it('takes a part payment between ₹1 and the net payable, and refuses amounts outside that', async () => {
    const other = await bed.property({ houseNumber: '14' });
    await bed.raiseDemand(other, '2026-27', 200_000);
    const start = (amountPaise: number) =>
      bed
        .http()
        .post('/api/payments/initiate_payment')
        .send({ propertyUniqueId: other, amountPaise, ...CONTACT });
    expect((await start(99)).body).toMatchObject({
      status: 400,
      errors: { amountPaise: 'The amount must be at least ₹1' },
    });
    const tooMuch = await start(180_001); // ₹2,000 less the 10% rebate
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('The amount can not be more than the amount payable today (₹1,800)');
    expect((await start(12.5)).status).toBe(400);
    const part = await start(50_000);
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({ amountPaise: 50_000 });
    expect(part.body.data.checkout.fields.amount).toBe('500.00');
  });

  it('takes a payer with no email (many citizens have none) and gives the gateway a placeholder of ours, never stored', async () => {
    const owing = await bed.property();
    await bed.raiseDemand(owing, '2026-27', 500_000);
    const started = await bed
      .http()
      .post('/api/payments/initiate_payment')
      .send({ propertyUniqueId: owing, firstname: 'Asha Verma', phone: '+91 98123 45678', email: '' });
    expect(started.status).toBe(201);
    const { txnId, checkout } = started.body.data;
    expect(checkout.fields).toMatchObject({
      firstname: 'Asha Verma',
      phone: '9812345678',
      email: `no-email+${txnId.toLowerCase()}@nagar-nigam.invalid`,
    });
    const events = await bed.events(paymentStream(txnId));
    expect(JSON.stringify(events)).not.toContain('no-email');
    // The sandbox gateway takes it, and the payment completes like any other.
    const answer = await bed.payOnSandbox(checkout, 'success');
    const callback = await postForm(answer.action, answer.fields);
    expect(callback).toMatchObject({ status: 303, location: `/payment/success/${txnId}` });
  });

  it("refuses bad payer details with the spec's messages and writes nothing", async () => {
    const before = await bed.platform.store.headCheckpoint();
    const response = await bed
      .http()
      .post('/api/payments/initiate_payment')
      .send({ propertyUniqueId: propertyId, firstname: '', phone: '12345', email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      firstname: 'Payer name is required',
      phone: 'Mobile number is not valid, it should be of 10 numbers only',
      email: 'Invalid email address',
    });
    const unregistered = `0100100199999999${checkCharacter('0100100199999999')}`;
    const unknown = await bed
      .http()
      .post('/api/payments/initiate_payment')
      .send({ propertyUniqueId: unregistered, ...CONTACT });
    expect(unknown.body).toEqual({ status: 404, message: 'Property not found' });
    const garbage = await bed
      .http()
      .post('/api/payments/initiate_payment')
      .send({ propertyUniqueId: propertyId, amountPaise: 'lots', ...CONTACT });
    expect(garbage.status).toBe(400);
    const notJson = await bed
      .http()
      .post('/api/payments/initiate_payment')
      .set('Content-Type', 'application/json')
      .send('{"propertyUniqueId":');
    expect(notJson.status).toBe(400);
    expect(await bed.platform.store.headCheckpoint()).toEqual(before);
  });

  it('lets any staff login start a payment at the counter, recording who collected it', async () => {
    const other = await bed.property({ houseNumber: '15' });
    await bed.raiseDemand(other, '2026-27', 100_000);
    const body = { propertyUniqueId: other, ...CONTACT };
    expect((await bed.http().post('/api/transactions/initiate_payment').send(body)).status).toBe(401);
    const response = await bed
      .http()
      .post('/api/transactions/initiate_payment')
      .set('Authorization', await bed.as('operator@nagarnigam.demo'))
      .send(body);
    expect(response.status).toBe(201);
    const [initiated] = await bed.events(paymentStream(response.body.data.txnId));
    expect(initiated.metadata).toMatchObject({
      collectedBy: 'operator@nagarnigam.demo',
      command: 'InitiatePayment',
    });
    expect(initiated.data).toMatchObject({
      mode: 'online',
      gateway: 'payu',
      needsApproval: false,
      amountPaise: 90_000,
    });
  });

  it("gives the card provider's script its signed options, the same fields as its checkout form", async () => {
    const other = await bed.property({ houseNumber: '16' });
    await bed.raiseDemand(other, '2026-27', 100_000);
    const response = await bed
      .http()
      .post('/api/snn-payments/getCheckoutOptions')
      .send({ propertyUniqueId: other, ...CONTACT });
    expect(response.status).toBe(201);
    const options = response.body.data;
    expect(options).toMatchObject({
      txnId: options.orderId,
      key: 'snn_sandbox_key',
      amountPaise: 90_000,
      currency: 'INR',
      callbackUrl: `${bed.origin}/api/payments/callback/snn`,
      checkout: { action: `${bed.origin}/sandbox-gateway/snn/checkout` },
    });
    expect(options.signature).toBe(options.checkout.fields.signature);
    // The provider accepts exactly these options: its page opens for our amount.
    const page = await postForm(options.checkout.action, options.checkout.fields);
    expect(page.status).toBe(200);
    expect(page.text).toContain('₹900.00');
  });
});
