import { propertyStream, selfAssessmentStream } from '@ptax/contracts';
import { PROCESS_GRACE_MS, runProcessesOnce } from '../processes/run';
import { appendFaultsEachTest } from '../processes/testing';
import { ADMIN } from '../properties/testing';
import { acceptanceProcess } from './acceptance';
import { SelfAssessmentTestBed, SUBMISSION_DAY } from './testing';

// Accepting a self-assessment writes to two streams: a crash between the writes must leave a decision
// that the retried request or the process worker completes exactly once.
jest.setTimeout(120_000);

let t: SelfAssessmentTestBed;
beforeAll(async () => {
  t = await SelfAssessmentTestBed.start();
});
const fault = appendFaultsEachTest(() => t.ctx);
afterEach(() => t.bed.harness.freezeClockAt(SUBMISSION_DAY));
afterAll(() => t.stop());

const accept = (id: string) => t.bed.json('patch', `/api/selfAssessment/accept/${id}`, {}, ADMIN);
const types = async (stream: string) => (await t.ctx.store.readStream(stream)).map((event) => event.type);
const decisionOf = async (id: string) => {
  const [decision] = (await t.ctx.store.readStream(selfAssessmentStream(id))).filter(
    (event) => event.type === 'SelfAssessmentAcceptanceDecided',
  );
  return decision.data as { propertyUniqueId: string; change: { kind: string } };
};
/** The worker's pass once the grace period is over, as the timer would run it a minute later. */
const workerRun = async () => {
  t.bed.harness.freezeClockAt(SUBMISSION_DAY + PROCESS_GRACE_MS + 1_000);
  return (await runProcessesOnce(t.ctx, [acceptanceProcess], { log: () => undefined })).kinds
    .selfAssessmentAcceptance;
};

describe('accepting a self-assessment, stopped between its writes', () => {
  it('registers the property once when the request is retried after a crash before the registration', async () => {
    const id = await t.submitted({ ownerName: 'Ganga Devi' });
    fault().failAppend({ stream: 'property-' });
    expect((await accept(id)).status).toBe(500);
    const { propertyUniqueId, change } = await decisionOf(id);
    expect(change.kind).toBe('register');
    expect(await types(propertyStream(propertyUniqueId))).toEqual([]);
    // The decision is taken: the screens say accepted, with the property's ID, before the register has it.
    expect((await t.status(id, '9876543210')).body.data).toMatchObject({
      status: 'accepted',
      propertyUniqueId,
    });

    const retried = await accept(id);
    expect([retried.status, retried.body.data?.propertyUniqueId]).toEqual([200, propertyUniqueId]);
    expect(await types(propertyStream(propertyUniqueId))).toEqual(['PropertyRegistered']);
    expect(await types(selfAssessmentStream(id))).toEqual([
      'SelfAssessmentSubmitted',
      'SelfAssessmentAcceptanceDecided',
      'SelfAssessmentAccepted',
    ]);

    fault().clear();
    expect((await accept(id)).status).toBe(409);
    expect(await workerRun()).toMatchObject({ found: 0, completed: 0, errors: 0 });
    expect(fault().landed()).toEqual([]);
  });

  it('lets the worker complete an acceptance whose request crashed before recording it, once', async () => {
    const id = await t.submitted({ ownerName: 'Yamuna Devi' });
    // The decision lands, the registration lands, the completion does not.
    fault().failAppend({ stream: 'selfAssessment-', skip: 1 });
    expect((await accept(id)).status).toBe(500);
    const { propertyUniqueId } = await decisionOf(id);
    expect(await types(propertyStream(propertyUniqueId))).toEqual(['PropertyRegistered']);

    fault().clear();
    expect(await workerRun()).toMatchObject({ found: 1, completed: 1, errors: 0 });
    expect(fault().landed()).toEqual([selfAssessmentStream(id)]);
    expect(await types(propertyStream(propertyUniqueId))).toEqual(['PropertyRegistered']);
    const accepted = (await t.ctx.store.readStream(selfAssessmentStream(id))).at(-1);
    expect(accepted).toMatchObject({
      type: 'SelfAssessmentAccepted',
      data: { propertyUniqueId, acceptedAt: '2026-09-15T05:30:00.000Z' },
      metadata: { userId: ADMIN, command: 'AcceptSelfAssessment' },
    });

    fault().clear();
    expect(await workerRun()).toMatchObject({ found: 0, completed: 0 });
    expect(fault().landed()).toEqual([]);
  });

  it('lets the worker register the property of a decision alone, and leaves a fresh decision to its request', async () => {
    const id = await t.submitted({ ownerName: 'Narmada Devi' });
    fault().failAppend({ stream: 'property-' });
    expect((await accept(id)).status).toBe(500);
    const { propertyUniqueId } = await decisionOf(id);
    // Within the grace period the request that decided it may still be completing it.
    const early = await runProcessesOnce(t.ctx, [acceptanceProcess]);
    expect(early.kinds.selfAssessmentAcceptance).toMatchObject({ found: 0, completed: 0 });

    expect(await workerRun()).toMatchObject({ found: 1, completed: 1, errors: 0 });
    const registered = await t.ctx.store.readStream(propertyStream(propertyUniqueId));
    expect(registered.map((event) => event.type)).toEqual(['PropertyRegistered']);
    // Who decided, and which decision caused it: what an auditor replaying the property needs.
    const [decision] = (await t.ctx.store.readStream(selfAssessmentStream(id))).slice(1);
    expect(registered[0].metadata).toMatchObject({ userId: ADMIN, causationId: decision.id });
    expect((await t.status(id, '9876543210')).body.data).toMatchObject({
      status: 'accepted',
      propertyUniqueId,
    });
    fault().clear();
    expect(await workerRun()).toMatchObject({ completed: 0 });
    expect(fault().landed()).toEqual([]);
  });

  it('edits the named property once when the edit was interrupted and the request retried', async () => {
    const added = await t.bed.add(t.bed.form({ ownerName: 'Old Owner', houseNumber: 'SA-CRASH' }));
    const propertyUniqueId = added.body.data.propertyUniqueId as string;
    const before = (await types(propertyStream(propertyUniqueId))).length;
    const id = await t.submitted({ propertyUniqueId, ownerName: 'New Owner', constructionYear: '2018' });
    fault().failAppend({ stream: 'property-' });
    expect((await accept(id)).status).toBe(500);
    expect(await types(propertyStream(propertyUniqueId))).toHaveLength(before);

    expect((await accept(id)).status).toBe(200);
    expect(await workerRun()).toMatchObject({ found: 0, completed: 0 });
    const edits = (await types(propertyStream(propertyUniqueId))).slice(before);
    expect(edits.filter((type) => type === 'PropertyEdited')).toHaveLength(1);
    const edited = await t.bed.json('get', `/api/properties?propertyUniqueId=${propertyUniqueId}`);
    expect(JSON.stringify(edited.body)).toContain('New Owner');
  });
});
