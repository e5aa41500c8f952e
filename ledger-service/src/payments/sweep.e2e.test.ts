import { paymentStream, propertyStream } from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { ledgerDecider } from '../ledger/decide';
import { ADMIN } from '../properties/testing';
import { paymentDecider } from './decide';
import { sweepPayments } from './sweep';
import { PAYMENT_DAY, PaymentsTestBed } from './testing';

let t: PaymentsTestBed;
beforeAll(async () => {
  t = await PaymentsTestBed.start();
});
afterAll(() => t.stop());

const at = new Date(PAYMENT_DAY).toISOString();
const quietly = { graceMs: 0, log: () => undefined };

describe('the payments sweep, after a crash between two writes', () => {
  it('completes a shift whose second half a crash prevented', async () => {
    const [from, to] = [await t.propertyOwing(), await t.propertyOwing()];
    const owedTo = await t.owed(to);
    const { txnId } = (await t.cash(from, 700)) as { txnId: string };
    const { position } = await handleCommand(
      t.ctx.store,
      propertyStream(from),
      ledgerDecider,
      { type: 'ShiftPaymentOut', txnId, toPropertyUniqueId: to, requestedBy: 'Ram Lal', at },
      { userId: ADMIN },
    );
    await t.ctx.readYourWrites(position);
    expect(await t.owed(to)).toBe(owedTo);
    expect((await sweepPayments(t.ctx, quietly)).shifted).toBe(1);
    expect(await t.owed(to)).toBe(owedTo - 70_000);
    expect((await sweepPayments(t.ctx, quietly)).shifted).toBe(0);
  });

  it('posts a payment that counts but never reached the ledger', async () => {
    const id = await t.propertyOwing();
    const owed = await t.owed(id);
    const txnId = 'TXN20260915CRASHED001';
    const started = await handleCommand(
      t.ctx.store,
      paymentStream(txnId),
      paymentDecider,
      {
        type: 'InitiatePayment',
        txnId,
        propertyUniqueId: id,
        mode: 'cash',
        amountPaise: 30_000,
        needsApproval: false,
        at,
      },
      { userId: ADMIN },
    );
    await t.ctx.readYourWrites(started.position);
    expect((await sweepPayments(t.ctx, quietly)).posted).toBeGreaterThanOrEqual(1);
    expect(await t.owed(id)).toBe(owed - 30_000);
    const lookup = await t.json(
      'get',
      `/api/receipts/lookup?number=${txnId}&property=${id}`,
      undefined,
      null,
    );
    expect(lookup.body.data).toMatchObject({
      status: 'valid',
      receiptNumber: expect.stringMatching(/^RCT-/),
    });
  });
});
