// A mutation's decisions write to two streams (the mutation's, then the property's). Here the store
// fails the second write, as a crash between them would: the retry of the same call, or the process
// worker, finishes the work exactly once, and a second run finds nothing left to do.
import { appendFaults, InjectedCrash, type AppendFaults } from '../processes/testing';
import { runProcessesOnce } from '../processes/run';
import { PAYMENT_DAY } from '../payments/testing';
import { mutationProcess } from './process';
import { MutationTestBed, requestFields } from './testing';

jest.setTimeout(120_000);

let t: MutationTestBed;
let faults: AppendFaults;
beforeAll(async () => {
  t = await MutationTestBed.start();
});
afterAll(() => t?.stop());
beforeEach(() => {
  faults = appendFaults(t.ctx);
});
afterEach(() => faults.restore());

/**
 * One pass of the worker over mutations, without the grace period (the crash was just now), a second
 * later on the test bed's frozen clock: the worker takes what was decided before its run.
 */
let clock = PAYMENT_DAY;
async function workerRun() {
  t.bed.harness.freezeClockAt((clock += 1000));
  return (await runProcessesOnce(t.ctx, [mutationProcess], { graceMs: 0, log: () => undefined })).kinds
    .mutation;
}

/** A requested mutation on a new property with its fee paid at the counter. */
async function paidMutation() {
  const id = await t.property();
  const { mutationId } = await t.requested(id);
  await t.cash(id, 10_000);
  return { id, mutationId };
}

const feeCharges = async (id: string, mutationId: string) =>
  (await t.propertyEvents(id)).filter(
    (event) =>
      event.type === 'MutationFeeCharged' && (event.data as { mutationId: string }).mutationId === mutationId,
  ).length;

describe('an approval stopped between its writes', () => {
  it('is finished exactly once by the retry of the same call', async () => {
    const { id, mutationId } = await paidMutation();
    faults.failAppend({ stream: 'property-' });
    const crashed = await t.approve(mutationId);
    expect([crashed.status, faults.fired]).toEqual([500, 1]);
    // The decision is recorded, the owner not yet changed.
    expect((await t.mutationEvents(mutationId)).map((event) => event.type)).toEqual([
      'MutationRequested',
      'MutationApproved',
    ]);
    expect(await t.ownerChanges(id, mutationId)).toBe(0);

    const retried = await t.approve(mutationId);
    expect([retried.status, retried.body.data.status, retried.body.data.completed]).toEqual([
      200,
      'approved',
      true,
    ]);
    expect(await t.ownerChanges(id, mutationId)).toBe(1);
    // Nothing is left: a third call is refused and writes nothing, the worker finds nothing.
    faults.clear();
    expect((await t.approve(mutationId)).status).toBe(409);
    expect(await workerRun()).toMatchObject({ completed: 0, errors: 0 });
    expect(faults.landed()).toEqual([]);
  });

  it('is finished exactly once by the process worker, and a second run writes nothing', async () => {
    const { id, mutationId } = await paidMutation();
    faults.failAppend({ stream: 'property-' });
    expect((await t.approve(mutationId)).status).toBe(500);
    await t.bed.harness.platform.caughtUp();
    const listed = (await t.json('get', `/api/mutations/${mutationId}`)).body.data;
    expect([listed.status, listed.completed]).toEqual(['approved', false]);

    faults.clear();
    expect(await workerRun()).toMatchObject({ found: 1, completed: 1, errors: 0 });
    expect(faults.landed()).toEqual([`property-${id}`]);
    expect(await t.ownerChanges(id, mutationId)).toBe(1);
    faults.clear();
    await t.bed.harness.platform.caughtUp();
    expect(await workerRun()).toMatchObject({ found: 0, completed: 0 });
    expect(faults.landed()).toEqual([]);
    expect((await t.json('get', `/api/mutations/${mutationId}`)).body.data.completed).toBe(true);
  });

  it('writes the owner once even when the write landed and only the answer was lost', async () => {
    const { id, mutationId } = await paidMutation();
    faults.failAppend({ stream: 'property-', after: true });
    expect((await t.approve(mutationId)).status).toBe(500);
    expect(await t.ownerChanges(id, mutationId)).toBe(1);
    await t.bed.harness.platform.caughtUp();
    expect(await workerRun()).toMatchObject({ completed: 0, errors: 0 });
    expect((await t.approve(mutationId)).status).toBe(409);
    expect(await t.ownerChanges(id, mutationId)).toBe(1);
  });
});

describe('a request stopped before its fee reached the ledger', () => {
  it('keeps the request open, refuses a second one, and the worker charges the fee once', async () => {
    const id = await t.property();
    faults.failAppend({ stream: 'property-' });
    expect((await t.request(requestFields(id))).status).toBe(500);
    await t.bed.harness.platform.caughtUp();
    const again = await t.request(requestFields(id));
    expect(again.status).toBe(409);
    const mutationId = String(again.body.message).split(' ')[1];
    expect(await feeCharges(id, mutationId)).toBe(0);

    expect(await workerRun()).toMatchObject({ completed: 1, errors: 0 });
    expect(await workerRun()).toMatchObject({ completed: 0 });
    expect(await feeCharges(id, mutationId)).toBe(1);
    expect(await t.owed(id)).toBe(1_000_000);
  });

  it('is told apart from any other failure: the double throws only the injected crash', async () => {
    faults.failAppend({ stream: 'property-' });
    await expect(t.ctx.store.append('property-X', [], 'any')).rejects.toBeInstanceOf(InjectedCrash);
  });
});

describe('a rejection stopped between its writes', () => {
  it('is finished by the worker: the fee waived once, the paid part refunded once', async () => {
    const id = await t.property();
    const { mutationId } = await t.requested(id);
    await t.cash(id, 4_000);
    faults.failAppend({ stream: 'property-' });
    expect((await t.reject(mutationId)).status).toBe(500);
    await t.bed.harness.platform.caughtUp();
    faults.clear();
    expect(await workerRun()).toMatchObject({ completed: 1 });
    expect(await workerRun()).toMatchObject({ completed: 0 });
    const waivers = (await t.propertyEvents(id)).filter((event) => event.type === 'MutationFeeWaived');
    expect(waivers.map((event) => event.data)).toMatchObject([
      { waivedPaise: 600_000, refundedPaise: 400_000 },
    ]);
    expect(await t.payments.advance(id)).toBe(400_000);
  });
});
