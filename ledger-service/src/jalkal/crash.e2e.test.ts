// An approval writes to two streams (the request's and the property's, three times): stopped between
// its writes, it is left approved and unfinished, and the process worker finishes it exactly once.
import { jalkalEditStream, propertyStream } from '@ptax/contracts';
import { runProcessesOnce } from '../processes/run';
import { appendFaults, type AppendFaults } from '../processes/testing';
import { jalkalApprovalProcess } from './completion';
import { JalkalTestBed, THIS_YEAR, WATER_TAX_PAISE } from './testing';

jest.setTimeout(120_000);

let t: JalkalTestBed;
let faults: AppendFaults;
beforeAll(async () => {
  t = await JalkalTestBed.start();
});
afterAll(() => t.stop());
beforeEach(() => {
  faults = appendFaults(t.ctx);
});
afterEach(() => faults.restore());

/** One pass of the process worker over the jalkal approvals, with no grace period. */
const runWorker = async () => {
  await t.caughtUp();
  faults.clear();
  const report = await runProcessesOnce(t.ctx, [jalkalApprovalProcess], { graceMs: 0, log: () => undefined });
  return { report: report.kinds.jalkalApproval, landed: faults.landed() };
};

const typesOf = async (stream: string) => (await t.ctx.store.readStream(stream)).map((event) => event.type);
const rowOf = async (id: string) =>
  ((await t.json('post', '/api/jalkal/approved', {})).body.data as { jalkalEditId: string }[]).find(
    (row) => row.jalkalEditId === id,
  );

describe('a jalkal approval stopped between its writes', () => {
  it('is left approved and unfinished when the property edit fails, and the worker finishes it once', async () => {
    const id = await t.demandedProperty();
    const { jalkalEditId } = await t.stopWaterTax(id);
    const propertyBefore = await typesOf(propertyStream(id));

    faults.failAppend({ stream: 'property-' });
    expect((await t.decide('approve', jalkalEditId)).status).toBe(500);
    expect(faults.fired).toBe(1);
    expect(await typesOf(jalkalEditStream(jalkalEditId))).toEqual([
      'JalkalEditRequested',
      'JalkalEditApproved',
    ]);
    expect(await typesOf(propertyStream(id))).toEqual(propertyBefore);
    await t.caughtUp();
    expect(await rowOf(jalkalEditId)).toMatchObject({ completed: false, taxAfter: null });

    const first = await runWorker();
    expect(first.report).toMatchObject({ found: 1, completed: 1, errors: 0 });
    // The edit, the new assessment and the replaced demand on the property, then the completion.
    expect(first.landed).toEqual([
      propertyStream(id),
      propertyStream(id),
      propertyStream(id),
      jalkalEditStream(jalkalEditId),
    ]);
    expect(await typesOf(propertyStream(id))).toEqual([
      ...propertyBefore,
      'PropertyEdited',
      'PropertyAssessed',
      'DemandRaised',
    ]);
    expect((await t.demandOf(id))?.water.demandPaise).toBe(0);
    expect(await rowOf(jalkalEditId)).toMatchObject({
      completed: true,
      financialYear: THIS_YEAR,
      taxBefore: { waterPaise: WATER_TAX_PAISE, sewerPaise: 0 },
      taxAfter: { waterPaise: 0, sewerPaise: 0 },
    });

    const second = await runWorker();
    expect(second.report).toMatchObject({ found: 0, completed: 0 });
    expect(second.landed).toEqual([]);
  });

  it('finishes the demand once when it stopped after the edit and the assessment, and a repeat writes nothing', async () => {
    const id = await t.demandedProperty();
    const { jalkalEditId } = await t.stopWaterTax(id);

    // The third write on the property is the replaced demand.
    faults.failAppend({ stream: 'property-', skip: 2 });
    expect((await t.decide('approve', jalkalEditId)).status).toBe(500);
    expect((await typesOf(propertyStream(id))).slice(-2)).toEqual(['PropertyEdited', 'PropertyAssessed']);

    const { landed } = await runWorker();
    expect(landed).toEqual([propertyStream(id), jalkalEditStream(jalkalEditId)]);
    expect((await typesOf(propertyStream(id))).filter((type) => type === 'PropertyEdited')).toHaveLength(1);
    expect((await t.demandOf(id))?.water.demandPaise).toBe(0);
    expect(await rowOf(jalkalEditId)).toMatchObject({
      completed: true,
      taxAfter: { waterPaise: 0, sewerPaise: 0 },
    });

    // Completing it again directly (a retry racing the worker) writes nothing either.
    faults.clear();
    expect(await jalkalApprovalProcess.complete(t.ctx, jalkalEditId)).toBe(false);
    expect(faults.landed()).toEqual([]);
  });

  it('is finished once by the official approving again, and the worker then finds nothing to do', async () => {
    const id = await t.demandedProperty();
    const { jalkalEditId } = await t.stopWaterTax(id);
    faults.failAppend({ stream: 'property-' });
    expect((await t.decide('approve', jalkalEditId)).status).toBe(500);

    faults.clear();
    const retry = await t.decide('approve', jalkalEditId, 'Approving again after the error');
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({
      status: 'approved',
      // The decision stands as first recorded.
      comment: 'Verified on site',
      completed: true,
      taxAfter: { waterPaise: 0, sewerPaise: 0 },
    });
    expect(faults.landed()).toEqual([
      propertyStream(id),
      propertyStream(id),
      propertyStream(id),
      jalkalEditStream(jalkalEditId),
    ]);
    const { report, landed } = await runWorker();
    expect(report).toMatchObject({ found: 0 });
    expect(landed).toEqual([]);
    expect((await t.decide('approve', jalkalEditId)).status).toBe(409);
  });

  it('is not found unfinished when its last write landed but the reply was lost', async () => {
    const id = await t.demandedProperty();
    const { jalkalEditId } = await t.stopWaterTax(id);
    faults.failAppend({ stream: 'jalkalEdit-', skip: 1, after: true });
    expect((await t.decide('approve', jalkalEditId)).status).toBe(500);
    expect(await typesOf(jalkalEditStream(jalkalEditId))).toEqual([
      'JalkalEditRequested',
      'JalkalEditApproved',
      'JalkalEditCompleted',
    ]);
    const { report, landed } = await runWorker();
    expect(report).toMatchObject({ found: 0, completed: 0 });
    expect(landed).toEqual([]);
  });
});
