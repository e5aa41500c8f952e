// Money commands racing on one payment, sent to two instances of the service on one database: each
// answer is true, and right after the answers no ledger or read model shows money where it is not.
import { propertyStream } from '@ptax/contracts';
import { startHarness, type Harness } from '../../test/platformHarness';
import { ADMIN } from '../properties/testing';
import { evolveAccount, initialAccountState } from '../ledger/account';
import { loadPayment } from './ledgers';
import { PAYMENT_DAY, PaymentsTestBed } from './testing';

/** Races per pair; each starts on a fresh payment, and the instances swap sides every round. */
const ROUNDS = 8;

let t: PaymentsTestBed;
let other: Harness;
let auth: string;
beforeAll(async () => {
  t = await PaymentsTestBed.start();
  other = await startHarness({ besides: t.bed.harness });
  other.freezeClockAt(PAYMENT_DAY);
  auth = await t.bed.as(ADMIN);
});
afterAll(async () => {
  await other?.stop();
  await t?.stop();
});

type Reply = { status: number; message?: string };
type Command = (instance: Harness) => Promise<Reply>;

const send = async (
  instance: Harness,
  method: 'patch' | 'post',
  path: string,
  body: object,
): Promise<Reply> => {
  const response = await instance.http()[method](path).set('Authorization', auth).send(body);
  return { status: response.status, message: response.body?.message };
};

const cancel =
  (txnId: string): Command =>
  (on) =>
    send(on, 'patch', '/api/transactions/cancelPayment', { txnID: txnId, remarks: 'Entered twice' });
const shift =
  (txnId: string, from: string, to: string): Command =>
  (on) =>
    send(on, 'patch', '/api/transactions/shiftPayment', {
      txnId,
      paidPUID: from,
      shiftPUID: to,
      requestedBy: 'The owner',
      reason: 'Paid on the neighbour property',
    });
const approve =
  (txnId: string): Command =>
  (on) =>
    send(on, 'patch', `/api/transactions/approve/${txnId}`, {});
const reject =
  (txnId: string): Command =>
  (on) =>
    send(on, 'post', `/api/transactions/reject/${txnId}`, { remarks: 'Cheque bounced' });

async function race(round: number, first: Command, second: Command): Promise<[Reply, Reply]> {
  const [a, b] = round % 2 ? [other, t.bed.harness] : [t.bed.harness, other];
  const replies = await Promise.all([first(a), second(b)]);
  for (const reply of replies) expect([200, 409]).toContain(reply.status);
  return replies;
}

/** Where the payment's money stands, by the property streams and by the read model, read at once. */
async function holders(txnId: string, properties: string[]) {
  const byStreams: string[] = [];
  for (const id of properties) {
    const events = await t.ctx.store.readStream(propertyStream(id));
    const ledger = events.reduce(evolveAccount, initialAccountState).ledger;
    if (ledger.payments[txnId]?.status === 'received') byStreams.push(id);
  }
  const { rows } = await t.ctx.pool.query<{ id: string }>(
    `SELECT property_unique_id AS id FROM transactions WHERE txn_id = $1 AND ledger_state = 'received'`,
    [txnId],
  );
  return { byStreams, byReadModel: rows.map((row) => row.id).sort() };
}

async function expectMoneyOn(txnId: string, properties: string[], expected: string[]) {
  const held = await holders(txnId, properties);
  expect(held).toEqual({ byStreams: expected, byReadModel: [...expected].sort() });
}

const cashPayment = async () => {
  const [from, to, elsewhere] = [await t.propertyOwing(), await t.propertyOwing(), await t.propertyOwing()];
  const { txnId } = (await t.cash(from, 1_000)) as { txnId: string };
  return { txnId, from, to, elsewhere, all: [from, to, elsewhere] };
};

const chequePayment = async () => {
  const id = await t.propertyOwing();
  const paid = await t.pay(id, {
    transactionType: 'Cheque',
    chequeNo: '004512',
    issuerName: 'Ramesh Kumar',
    ifscCode: 'SBIN0001234',
    instrumentDate: '2026-09-10',
    paidAmount: 1_000,
  });
  expect(paid.status).toBe(201);
  return { txnId: paid.body.data.txnId as string, id };
};

const pending = (status: string) =>
  `Only a pending transaction can be approved or rejected; this one is ${status}`;

describe('money commands on one payment, racing on two instances', () => {
  it('a cancel and a shift: the cancel always holds, the shift is refused or its money taken back where it went', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await cashPayment();
      const [cancelled, shifted] = await race(round, cancel(p.txnId), shift(p.txnId, p.from, p.to));
      expect(cancelled.status).toBe(200);
      if (shifted.status === 409)
        expect(shifted.message).toBe('This payment can not be shifted: it is cancelled');
      expect((await loadPayment(t.ctx.store, p.txnId)).status).toBe('cancelled');
      await expectMoneyOn(p.txnId, p.all, []);
    }
  });

  it('two shifts to different properties: one moves the money, the other is told where it went', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await cashPayment();
      const replies = await race(round, shift(p.txnId, p.from, p.to), shift(p.txnId, p.from, p.elsewhere));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const winner = replies[0].status === 200 ? p.to : p.elsewhere;
      const loser = replies.find((reply) => reply.status === 409)!;
      expect(loser.message).toBe(`This payment has already been shifted to property ${winner}`);
      await expectMoneyOn(p.txnId, p.all, [winner]);
    }
  });

  it('an approve and a reject of a cheque: exactly one holds, and the other names what it did', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { txnId, id } = await chequePayment();
      const [approved, rejected] = await race(round, approve(txnId), reject(txnId));
      expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
      if (approved.status === 200) {
        expect(rejected.message).toBe(pending('success'));
        await expectMoneyOn(txnId, [id], [id]);
      } else {
        expect(approved.message).toBe(pending('rejected'));
        await expectMoneyOn(txnId, [id], []);
      }
    }
  });

  it('a cancel and an approve of a cheque: the cancel holds; an approve after it is refused as cancelled', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { txnId, id } = await chequePayment();
      const [cancelled, approved] = await race(round, cancel(txnId), approve(txnId));
      expect(cancelled.status).toBe(200);
      if (approved.status === 409) expect(approved.message).toBe(pending('cancelled'));
      expect((await loadPayment(t.ctx.store, txnId)).status).toBe('cancelled');
      await expectMoneyOn(txnId, [id], []);
    }
  });

  it('a reject and a cancel of a cheque: exactly one holds, and the other names what it did', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { txnId, id } = await chequePayment();
      const [rejected, cancelled] = await race(round, reject(txnId), cancel(txnId));
      expect([rejected.status, cancelled.status].sort()).toEqual([200, 409]);
      if (rejected.status === 200)
        expect(cancelled.message).toBe('This transaction can not be cancelled: it is rejected');
      else expect(rejected.message).toBe(pending('cancelled'));
      await expectMoneyOn(txnId, [id], []);
    }
  });
});
