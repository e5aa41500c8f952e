import { objectionStream, propertyStream } from '@ptax/contracts';
import { PROCESS_GRACE_MS, runProcessesOnce } from '../processes/run';
import { appendFaultsEachTest } from '../processes/testing';
import { resolutionProcess } from './resolution';
import { ADMIN, ObjectionTestBed } from './testing';

// Resolving an objection with a correction writes to two streams (the property three times: the
// correction, its assessment, the replaced demand): a crash between the writes must leave a decision
// that the retried request or the process worker completes exactly once.
jest.setTimeout(120_000);

const REMARKS = 'Site visit: ground floor measured again';
const BIGGER_GROUND_FLOOR = JSON.stringify([
  { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 1000 },
  { floorNumber: 1, rentType: 'rented', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 600 },
]);

let t: ObjectionTestBed;
beforeAll(async () => {
  t = await ObjectionTestBed.start();
});
const fault = appendFaultsEachTest(() => t.ctx);
afterEach(() => t.bed.harness.freezeClockAt(null));
afterAll(() => t.stop());

const types = async (stream: string) => (await t.ctx.store.readStream(stream)).map((event) => event.type);
const count = (list: string[], type: string) => list.filter((one) => one === type).length;

/** A property with this year's demand raised from its assessment, and an objection against it. */
async function objectionWithDemand() {
  const id = await t.property();
  await t.json('patch', `/api/properties/calculateMohallaTax?mohallaId=${t.city.mohalla1}`);
  expect((await t.json('post', `/api/taxDemands/replace?propertyUniqueId=${id}`)).status).toBe(200);
  const { objectionId } = await t.objection(id);
  return { id, objectionId, before: await types(propertyStream(id)) };
}

const resolve = (id: string, objectionId: string) =>
  t.bed.multipart('patch', `/api/properties/resolveObjection?propertyUniqueId=${id}`, {
    ...t.bed.form({ floors: BIGGER_GROUND_FLOOR }),
    objectionId,
    remarks: REMARKS,
  });

/** What the resolution added to the property: one correction, one assessment, one replaced demand. */
const exactlyOnce = (added: string[]) => ({
  FloorsReplaced: count(added, 'FloorsReplaced'),
  PropertyAssessed: count(added, 'PropertyAssessed'),
  DemandRaised: count(added, 'DemandRaised'),
});
const ONCE = { FloorsReplaced: 1, PropertyAssessed: 1, DemandRaised: 1 };

/** The worker's pass once the grace period is over, as the timer would run it a minute later. */
const workerRun = async () => {
  t.bed.harness.freezeClockAt(Date.now() + PROCESS_GRACE_MS + 1_000);
  return (await runProcessesOnce(t.ctx, [resolutionProcess], { log: () => undefined })).kinds
    .objectionResolution;
};

describe('resolving an objection, stopped between its writes', () => {
  it('replaces the demand once when the request is retried after a crash before the replacement', async () => {
    const { id, objectionId, before } = await objectionWithDemand();
    // The correction and the assessment land; the demand's appendMany does not.
    fault().failAppend({ stream: 'property-', skip: 2 });
    expect((await resolve(id, objectionId)).status).toBe(500);
    expect(exactlyOnce((await types(propertyStream(id))).slice(before.length))).toEqual({
      ...ONCE,
      DemandRaised: 0,
    });
    // The decision is taken: the citizen's status page says resolved while the demand is pending.
    const status = await t.json('post', '/api/objection/status', { objectionId }, null);
    expect(status.body.data).toMatchObject([{ objectionId, status: 'resolved', resolutionRemarks: REMARKS }]);

    const retried = await resolve(id, objectionId);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({
      objection: { objectionId, status: 'resolved', reassessed: true },
      reassessed: true,
      demandReplaced: true,
    });
    expect(exactlyOnce((await types(propertyStream(id))).slice(before.length))).toEqual(ONCE);
    expect(await types(objectionStream(objectionId))).toEqual([
      'ObjectionUploaded',
      'ObjectionResolutionDecided',
      'ObjectionResolved',
    ]);

    fault().clear();
    expect((await resolve(id, objectionId)).status).toBe(409);
    expect(await workerRun()).toMatchObject({ found: 0, completed: 0, errors: 0 });
    expect(fault().landed()).toEqual([]);
  });

  it('lets the worker complete a resolution whose request crashed before the correction, once', async () => {
    const { id, objectionId, before } = await objectionWithDemand();
    fault().failAppend({ stream: 'property-' });
    expect((await resolve(id, objectionId)).status).toBe(500);
    expect(await types(propertyStream(id))).toEqual(before);

    expect(await workerRun()).toMatchObject({ found: 1, completed: 1, errors: 0 });
    expect(exactlyOnce((await types(propertyStream(id))).slice(before.length))).toEqual(ONCE);
    const resolved = (await t.ctx.store.readStream(objectionStream(objectionId))).at(-1);
    expect(resolved).toMatchObject({
      type: 'ObjectionResolved',
      data: { objectionId, remarks: REMARKS, reassessed: true },
      metadata: { userId: ADMIN, command: 'ResolveObjection', correlationId: objectionId },
    });

    fault().clear();
    expect(await workerRun()).toMatchObject({ found: 0, completed: 0 });
    expect(fault().landed()).toEqual([]);
  });

  it('finishes once when the worker itself is stopped half-way and runs again', async () => {
    const { id, objectionId, before } = await objectionWithDemand();
    fault().failAppend({ stream: 'property-' });
    expect((await resolve(id, objectionId)).status).toBe(500);
    // The worker's own pass stops after the correction; its failure is counted, not thrown.
    fault().failAppend({ stream: 'property-', skip: 1 });
    expect(await workerRun()).toMatchObject({ found: 1, completed: 0, errors: 1 });
    expect(await workerRun()).toMatchObject({ found: 1, completed: 1, errors: 0 });
    expect(exactlyOnce((await types(propertyStream(id))).slice(before.length))).toEqual(ONCE);
    fault().clear();
    expect(await workerRun()).toMatchObject({ found: 0, completed: 0 });
    expect(fault().landed()).toEqual([]);
  });
});
