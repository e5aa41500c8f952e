// The Idempotency-Key of the counter and NEFT forms (http/idempotency.ts): a repeat of the same
// request, even one racing the first, gets the first answer and records nothing twice.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from '../http/idempotency';
import { ADMIN } from '../properties/testing';
import { neftFields, PAYMENT_DAY, PaymentsTestBed } from './testing';

let t: PaymentsTestBed;
beforeAll(async () => {
  t = await PaymentsTestBed.start();
});
afterAll(() => t.stop());

const HOUR = 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');

async function counter(key: string | null, body: object, email = ADMIN) {
  const call = t.bed
    .http()
    .post('/api/transactions')
    .set('Authorization', await t.bed.as(email));
  return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
}

const cash = (propertyUniqueId: string, paidAmount: number | string) => ({
  propertyUniqueId,
  type: 'Property Tax',
  transactionType: 'Cash',
  paidAmount,
});

async function neft(key: string, propertyUniqueId: string, amount = '1500') {
  let call = t.bed
    .http()
    .post('/api/neftPayments')
    .set('Authorization', await t.bed.as(ADMIN))
    .set('Idempotency-Key', key);
  for (const [name, value] of Object.entries(neftFields(propertyUniqueId, amount)))
    call = call.field(name, value);
  return call.attach('proof', PDF, 'proof.pdf');
}

/** The payments recorded for a property, by the events themselves. */
const recorded = async (propertyUniqueId: string) => {
  const { rows } = await t.ctx.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM events WHERE type = 'PaymentInitiated' AND data->>'propertyUniqueId' = $1`,
    [propertyUniqueId],
  );
  return Number(rows[0].n);
};

describe('the Idempotency-Key of a counter payment', () => {
  it('answers a repeat racing the first with the first answer, and records the payment once', async () => {
    const id = await t.propertyOwing();
    const key = randomUUID();
    const replies = await Promise.all([1, 2, 3].map(() => counter(key, cash(id, 1_000))));
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
    expect(replies.filter((reply) => reply.headers[REPLAYED_HEADER.toLowerCase()] === 'true')).toHaveLength(
      2,
    );
    expect(await recorded(id)).toBe(1);
    expect(await t.paidOn(id)).toBe(100_000);
  });

  it('refuses the same key with another amount: 409, and nothing recorded', async () => {
    const id = await t.propertyOwing();
    const key = randomUUID();
    expect((await counter(key, cash(id, 1_000))).status).toBe(201);
    const other = await counter(key, cash(id, 2_000));
    expect([other.status, other.body.message]).toEqual([409, IDEMPOTENCY_MESSAGES.reused]);
    expect(await recorded(id)).toBe(1);
  });

  it('is not spent by a refused form: the corrected form with the same key records once', async () => {
    const id = await t.propertyOwing();
    const key = randomUUID();
    const refused = await counter(key, cash(id, 'abc'));
    expect(refused.status).toBe(400);
    const corrected = await counter(key, cash(id, 1_000));
    expect(corrected.status).toBe(201);
    expect(corrected.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await recorded(id)).toBe(1);
  });

  it('is kept per login, for at least a day', async () => {
    const id = await t.propertyOwing();
    const key = randomUUID();
    const first = await counter(key, cash(id, 500));
    const someoneElse = await counter(key, cash(id, 500), 'nigamadmin@nagarnigam.demo');
    expect(someoneElse.status).toBe(201);
    expect(someoneElse.body.data.txnId).not.toBe(first.body.data.txnId);
    try {
      t.bed.harness.freezeClockAt(PAYMENT_DAY + 23 * HOUR);
      const nextMorning = await counter(key, cash(id, 500));
      expect([nextMorning.status, nextMorning.body]).toEqual([201, first.body]);
    } finally {
      t.bed.harness.freezeClockAt(PAYMENT_DAY);
    }
    expect(await recorded(id)).toBe(2);
  });

  it('refuses a key that is not a token with a clear 400, and records nothing', async () => {
    const id = await t.propertyOwing();
    const refused = await counter('not a key!', cash(id, 1_000));
    expect([refused.status, refused.body.message]).toEqual([400, IDEMPOTENCY_MESSAGES.invalid]);
    expect(await recorded(id)).toBe(0);
  });

  it('leaves a payment without the header as it was: each one is recorded', async () => {
    const id = await t.propertyOwing();
    await counter(null, cash(id, 100));
    await counter(null, cash(id, 100));
    expect(await recorded(id)).toBe(2);
  });
});

describe('the Idempotency-Key of a NEFT payment', () => {
  it('records a double-sent transfer with its proof once', async () => {
    const id = await t.propertyOwing();
    const key = randomUUID();
    const replies = await Promise.all([neft(key, id), neft(key, id)]);
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    expect(replies[1].body).toEqual(replies[0].body);
    expect(await recorded(id)).toBe(1);
    const changed = await neft(key, id, '1600');
    expect([changed.status, changed.body.message]).toEqual([409, IDEMPOTENCY_MESSAGES.reused]);
    expect(await recorded(id)).toBe(1);
  });
});
