import { findSplit } from '@ptax/projections';
import { appendFaults, type AppendFaults } from '../processes/testing';
import { runProcessesOnce } from '../processes/run';
import { splitProcess } from './process';
import { SplitTestBed, THIS_YEAR } from './testing';

// A split writes to several streams: the decision on the parent, each new property's registration,
// the parts' assessments and demands, the completion. Stopped between two of them, the same request
// sent again or the process worker finishes it, exactly once.
jest.setTimeout(180_000);

let t: SplitTestBed;
let faults: AppendFaults;
beforeAll(async () => {
  t = await SplitTestBed.start();
});
afterAll(() => t.stop());
beforeEach(() => {
  faults = appendFaults(t.ctx);
});
afterEach(() => faults.restore());

async function splitRequest(id: string) {
  const [ground, first] = await t.floorsOf(id);
  return {
    parent: { plotArea: 800, floors: [{ propertyPremiseId: ground.propertyPremiseId, areaSqft: 850 }] },
    children: [{ plotArea: 400, floors: [{ propertyPremiseId: first.propertyPremiseId, areaSqft: 600 }] }],
  };
}

const count = (types: string[], type: string) => types.filter((each) => each === type).length;

/** The parent and its new property after the split: each written once, the money re-cut once. */
async function expectSplitOnce(id: string) {
  await t.caughtUp();
  const parent = (await t.eventsOf(id)).map((event) => event.type);
  const split = (await t.eventsOf(id)).find((event) => event.type === 'PropertySplit')!;
  const [childId] = (split.data as { newPropertyUniqueIds: string[] }).newPropertyUniqueIds;
  const child = (await t.eventsOf(childId)).map((event) => event.type);
  expect(count(parent, 'PropertySplit')).toBe(1);
  expect(count(parent, 'PropertySplitCompleted')).toBe(1);
  // Billed once before the split, re-cut once by it.
  expect(count(parent, 'DemandRaised')).toBe(2);
  expect(child).toEqual(['PropertyRegistered', 'PropertyAssessed', 'DemandRaised']);
  expect((await t.ledgerOf(childId)).years[THIS_YEAR].demand).toEqual({
    house: 201_600,
    water: 168_000,
    sewer: 0,
  });
  expect((await t.ledgerOf(id)).years[THIS_YEAR].demand).toEqual({
    house: 146_900,
    water: 122_400,
    sewer: 0,
  });
  const row = await findSplit(t.ctx.pool, (split.data as { splitId: string }).splitId);
  expect(row?.completedAt).toEqual(expect.any(String));
  return childId;
}

describe('a split stopped between its writes', () => {
  it('is finished exactly once by the same request sent again', async () => {
    const id = await t.property();
    await t.billThisYear(id);
    const body = await splitRequest(id);
    // The decision on the parent lands; the new property's registration (the second write) fails.
    faults.failAppend({ stream: 'property-', skip: 1 });
    const crashed = await t.split(id, body);
    expect(crashed.status).toBe(500);
    expect(faults.fired).toBe(1);
    const decided = (await t.eventsOf(id)).map((event) => event.type);
    expect(decided.at(-1)).toBe('PropertySplit');

    // Another split of the property waits for this one to be completed.
    const other = await t.split(id, { ...body, children: [...body.children, { plotArea: 0, floors: [] }] });
    expect(other.status).toBe(409);

    const retried = await t.split(id, body);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ completed: true, splitId: expect.any(String) });
    const childId = await expectSplitOnce(id);
    expect(retried.body.data.newPropertyUniqueIds).toEqual([childId]);

    // Nothing is left for the worker, and a run writes nothing.
    faults.clear();
    const run = await runProcessesOnce(t.ctx, [splitProcess], { graceMs: 0 });
    expect(run.kinds.propertySplit).toEqual({ found: 0, completed: 0, busy: 0, errors: 0 });
    expect(faults.landed()).toEqual([]);
  });

  it('is finished exactly once by the process worker, a second run writing nothing', async () => {
    const id = await t.property();
    await t.billThisYear(id);
    // Decision, registration, the parent's and the child's assessments land; the demands (one
    // appendMany over both) fail.
    faults.failAppend({ stream: 'property-', skip: 4 });
    expect((await t.split(id, await splitRequest(id))).status).toBe(500);
    await t.caughtUp();

    const logged: string[] = [];
    const first = await runProcessesOnce(t.ctx, [splitProcess], {
      graceMs: 0,
      log: (line) => logged.push(line),
    });
    expect(logged).toEqual([]);
    expect(first.kinds.propertySplit).toMatchObject({ found: 1, completed: 1, errors: 0 });
    await expectSplitOnce(id);

    faults.clear();
    const second = await runProcessesOnce(t.ctx, [splitProcess], { graceMs: 0 });
    expect(second.kinds.propertySplit).toMatchObject({ found: 0, completed: 0 });
    expect(faults.landed()).toEqual([]);
  });

  it('is completed once when the completion landed but the request never heard of it', async () => {
    const id = await t.property();
    await t.billThisYear(id);
    // Decision, registration, two assessments, demands: the sixth write is the completion.
    faults.failAppend({ stream: 'property-', skip: 5, after: true });
    expect((await t.split(id, await splitRequest(id))).status).toBe(500);
    await expectSplitOnce(id);
    faults.clear();
    const run = await runProcessesOnce(t.ctx, [splitProcess], { graceMs: 0 });
    expect(run.kinds.propertySplit.found).toBe(0);
    expect(faults.landed()).toEqual([]);
  });
});
