import { paymentStream, propertyStream } from '@ptax/contracts';
import { dispatchOutbox } from '../messaging/dispatcher';
import { listOutbox } from '../messaging/outbox';
import { createLogSender } from '../messaging/senders';
import { linkToken } from './linkTokens';
import { ADMIN, PaymentsTestBed, postForm } from './testing';

const CONTACT = { firstname: 'Asha Verma', phone: '9812345678', email: 'asha@example.in' };

describe('payment links sent by WhatsApp or SMS (easyCollect)', () => {
  let bed: PaymentsTestBed;
  let propertyId: string;

  beforeAll(async () => {
    bed = await PaymentsTestBed.start();
    propertyId = await bed.property();
    await bed.raiseDemand(propertyId, '2026-27', 300_000);
  });
  afterAll(() => bed.stop());

  const easyCollect = async (body: object, as: string | null = ADMIN) => {
    const call = bed.http().post('/api/payments/easyCollect');
    return (as ? call.set('Authorization', await bed.as(as)) : call).send(body);
  };

  it('initiates a link payment for the net payable and queues a message with the link, logged masked', async () => {
    const response = await easyCollect({ propertyUniqueId: propertyId, ...CONTACT, type: 'whatsapp' });
    expect(response.status).toBe(201);
    const { txnId, amountPaise, link, recipient } = response.body.data;
    expect(amountPaise).toBe(270_000); // ₹3,000 less the 10% rebate
    expect(link).toBe(
      `${bed.origin}/pay-online-tax/${propertyId}?link=${encodeURIComponent(linkToken('test-secret', txnId))}`,
    );
    expect(recipient).toBe('+********5678');
    const [initiated] = await bed.events(paymentStream(txnId));
    expect(initiated.data).toMatchObject({
      mode: 'link',
      gateway: 'payu',
      amountPaise: 270_000,
      needsApproval: false,
    });
    expect(initiated.metadata).toMatchObject({ collectedBy: ADMIN });

    const queued = await listOutbox(bed.platform.pool, { reference: txnId });
    expect(queued.data).toHaveLength(1);
    expect(queued.data[0]).toMatchObject({
      channel: 'whatsapp',
      template: 'payment-link',
      recipient: '+919812345678',
      status: 'pending',
    });
    expect(queued.data[0].body).toContain(link);
    expect(queued.data[0].body).toContain('₹2,700');

    const lines: string[] = [];
    await dispatchOutbox(
      bed.platform.pool,
      createLogSender((line) => lines.push(line)),
    );
    const line = lines.find((text) => text.includes(txnId));
    expect(line).toContain('+********5678');
    expect(line).not.toContain('9812345678');

    const screen = await bed
      .http()
      .get('/api/messages?channel=whatsapp')
      .set('Authorization', await bed.as(ADMIN));
    expect(screen.status).toBe(200);
    expect(screen.body.data[0]).toMatchObject({
      reference: txnId,
      recipient: '+********5678',
      status: 'logged',
    });
    expect(JSON.stringify(screen.body)).not.toContain('9812345678');
  });

  it("pays the link's own transaction from the pay page, once", async () => {
    const sent = await easyCollect({ propertyUniqueId: propertyId, ...CONTACT, type: 'sms' });
    const { txnId, link } = sent.body.data;
    const token = new URL(link).searchParams.get('link')!;
    const details = await bed.http().get(`/api/payments/links/${encodeURIComponent(token)}`);
    expect(details.body.data).toEqual({
      txnId,
      propertyUniqueId: propertyId,
      amountPaise: 270_000,
      status: 'initiated',
      payable: true,
    });

    const checkout = await bed
      .http()
      .post('/api/payments/links/checkout')
      .send({ token, ...CONTACT, firstname: 'Ramesh' });
    expect(checkout.status).toBe(200);
    expect(checkout.body.data.checkout.fields).toMatchObject({
      txnid: txnId,
      amount: '2700.00',
      firstname: 'Ramesh',
    });
    const answer = await bed.payOnSandbox(checkout.body.data.checkout, 'success');
    expect(await postForm(answer.action, answer.fields)).toMatchObject({
      status: 303,
      location: `/payment/success/${txnId}`,
    });
    const received = (await bed.events(propertyStream(propertyId))).filter(
      (event) => event.type === 'PaymentReceived',
    );
    expect(received.map((event) => event.data)).toMatchObject([
      { txnId, mode: 'link', amountPaise: 270_000 },
    ]);

    const used = await bed.http().get(`/api/payments/links/${encodeURIComponent(token)}`);
    expect(used.body.data).toMatchObject({ payable: false, status: 'success' });
    expect(
      (
        await bed
          .http()
          .post('/api/payments/links/checkout')
          .send({ token, ...CONTACT })
      ).status,
    ).toBe(409);
  });

  it('refuses a link whose transaction id was changed, and guards easyCollect', async () => {
    const other = await bed.property({ houseNumber: '99' });
    await bed.raiseDemand(other, '2026-27', 100_000);
    const sent = await easyCollect({ propertyUniqueId: other, ...CONTACT, type: 'sms' });
    const token = new URL(sent.body.data.link).searchParams.get('link')!;
    const altered = token.replace(/^LK/, 'OP');
    expect((await bed.http().get(`/api/payments/links/${encodeURIComponent(altered)}`)).status).toBe(404);
    expect((await bed.http().get('/api/payments/links/nonsense')).status).toBe(404);

    expect((await easyCollect({ propertyUniqueId: propertyId, ...CONTACT, type: 'sms' }, null)).status).toBe(
      401,
    );
    expect(
      (
        await easyCollect(
          { propertyUniqueId: propertyId, ...CONTACT, type: 'sms' },
          'operator@nagarnigam.demo',
        )
      ).status,
    ).toBe(403);
    const badType = await easyCollect({ propertyUniqueId: propertyId, ...CONTACT, type: 'email' });
    expect(badType.body).toMatchObject({ status: 400, errors: { type: 'Type must be whatsapp or sms' } });
    const badPhone = await easyCollect({
      propertyUniqueId: propertyId,
      ...CONTACT,
      phone: '555',
      type: 'sms',
    });
    expect(badPhone.body.errors).toEqual({
      phone: 'Mobile number is not valid, it should be of 10 numbers only',
    });
  });

  it('sends one link for a double-clicked form: the same Idempotency-Key gets the first link again', async () => {
    const owing = await bed.property({ houseNumber: '77' });
    await bed.raiseDemand(owing, '2026-27', 100_000);
    const auth = await bed.as(ADMIN);
    const send = () =>
      bed
        .http()
        .post('/api/payments/easyCollect')
        .set('Authorization', auth)
        .set('Idempotency-Key', 'link-form-fill-1')
        .send({ propertyUniqueId: owing, ...CONTACT, type: 'sms' });
    const replies = await Promise.all([send(), send()]);
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    expect(replies[1].body).toEqual(replies[0].body);
    const queued = await listOutbox(bed.platform.pool, { reference: replies[0].body.data.txnId });
    expect(queued.total).toBe(1);
    const links = await bed.platform.pool.query(
      `SELECT 1 FROM events WHERE type = 'PaymentInitiated' AND data->>'propertyUniqueId' = $1`,
      [owing],
    );
    expect(links.rowCount).toBe(1);
  });

  it('sends links in bulk to the properties of a place with dues and a mobile number, and not twice', async () => {
    const mohalla = await bed.mohalla('Latouche Road');
    const place = { mohallaId: mohalla };
    const [owing, alsoOwing, noMobile, paidUp] = await Promise.all(
      ['1', '2', '3', '4'].map((houseNumber) => bed.property({ mohallaId: mohalla, houseNumber })),
    );
    for (const id of [owing, alsoOwing, noMobile]) await bed.raiseDemand(id, '2026-27', 100_000);
    await bed.clearMobile(noMobile);
    void paidUp; // registered, no demand: nothing to pay

    const bulk = async () =>
      bed
        .http()
        .post('/api/payments/easyCollectBulk?type=sms')
        .set('Authorization', await bed.as(ADMIN))
        .send(place);
    const first = await bulk();
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      considered: 4,
      sent: 2,
      skippedNoMobile: 1,
      skippedNothingToPay: 1,
      skippedOpenLink: 0,
      failed: 0,
    });
    const second = await bulk();
    expect(second.body.data).toMatchObject({ sent: 0, skippedOpenLink: 2 });
    const sms = await listOutbox(
      bed.platform.pool,
      { channel: 'sms', template: 'payment-link' },
      { limit: 100 },
    );
    const bodies = sms.data.map((row) => row.body);
    expect(bodies.filter((body) => body.includes(owing))).toHaveLength(1);
    expect(bodies.filter((body) => body.includes(alsoOwing))).toHaveLength(1);
    expect(bodies.some((body) => body.includes(noMobile) || body.includes(paidUp))).toBe(false);

    const noType = await bed
      .http()
      .post('/api/payments/easyCollectBulk')
      .set('Authorization', await bed.as(ADMIN))
      .send(place);
    expect(noType.status).toBe(400);
  });
});
