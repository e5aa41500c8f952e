import {
  financialYearOfInstant,
  objectionStream,
  propertyStream,
  REMARKS_MIN_MESSAGE,
} from '@ptax/contracts';
import { TEST_DAY } from '../../test/platformHarness';
import { ADMIN, ObjectionTestBed, OPERATOR } from './testing';

// A whole platform starts for this file; on a busy machine that takes longer than jest's 5 s.
jest.setTimeout(120_000);

// The platform's clock runs from TEST_DAY: this year is the same whenever the suite runs.
const THIS_YEAR = financialYearOfInstant(TEST_DAY);
const REMARKS = 'Site visit: ground floor measured again';
/** The test form's floors with the ground floor 1,000 sq ft instead of 850. */
const BIGGER_GROUND_FLOOR = JSON.stringify([
  { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 1000 },
  { floorNumber: 1, rentType: 'rented', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 600 },
]);

let t: ObjectionTestBed;
beforeAll(async () => {
  t = await ObjectionTestBed.start();
  t.bed.harness.runClockFrom(TEST_DAY);
});
afterAll(() => t.stop());

const resolvePath = (id: string, key = 'propertyUniqueId') => `/api/properties/resolveObjection?${key}=${id}`;
const eventsOf = async (stream: string) => t.ctx.store.readStream(stream);

/** The current year on the property's public ledger: its demand and the demands raised for it. */
async function currentYear(id: string) {
  const ledger = (await t.json('post', '/api/properties/ledger', { propertyUniqueId: id }, null)).body.data;
  const year = ledger.years.find((y: { financialYear: string }) => y.financialYear === THIS_YEAR);
  const demands = ledger.entries.filter(
    (e: { type: string; financialYear?: string }) => e.type === 'DemandRaised',
  );
  return { demandPaise: year?.total.demandPaise as number | undefined, demands: demands.length as number };
}

describe('PATCH properties/resolveObjection', () => {
  it('resolves with remarks alone: the property and its demand stay as they are', async () => {
    const id = await t.property();
    const { objectionId } = await t.objection(id);
    const before = (await eventsOf(propertyStream(id))).length;
    const response = await t.json('patch', resolvePath(id, 'propertyRefUniqueId'), {
      objectionId,
      remarks: REMARKS,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      objection: {
        objectionId,
        status: 'resolved',
        resolutionRemarks: REMARKS,
        resolvedAt: expect.any(String),
        reassessed: false,
      },
      reassessed: false,
      demandReplaced: false,
    });
    expect((await eventsOf(propertyStream(id))).length).toBe(before);
  });

  it('applies a floor correction, records the new assessment and replaces the raised demand on the ledger', async () => {
    const id = await t.property();
    expect(
      (await t.json('patch', `/api/properties/calculateMohallaTax?mohallaId=${t.city.mohalla1}`)).status,
    ).toBe(200);
    expect((await t.json('post', `/api/taxDemands/replace?propertyUniqueId=${id}`)).body.data.replaced).toBe(
      true,
    );
    // ARV 22,992 (self-occupied 850 sq ft over 20 years old, 600 sq ft rented, 350 sq ft open):
    // house tax 15% = 3,449, water tax 12.5% = 2,874.
    expect(await currentYear(id)).toEqual({ demandPaise: 632_300, demands: 1 });
    const { objectionId } = await t.objection(id);

    const response = await t.bed.multipart('patch', resolvePath(id), {
      ...t.bed.form({ floors: BIGGER_GROUND_FLOOR }),
      objectionId,
      remarks: REMARKS,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      objection: { objectionId, status: 'resolved', reassessed: true },
      reassessed: true,
      demandReplaced: true,
    });
    // ARV 24,000 (ground floor 11,520 + first floor 11,520 + 200 sq ft open 960): house 3,600, water 3,000.
    expect(await currentYear(id)).toEqual({ demandPaise: 660_000, demands: 2 });
    const types = (await eventsOf(propertyStream(id))).map((event) => event.type);
    expect(types.slice(-3)).toEqual(['FloorsReplaced', 'PropertyAssessed', 'DemandRaised']);
    const [, decided, resolved] = await eventsOf(objectionStream(objectionId));
    expect(decided).toMatchObject({
      type: 'ObjectionResolutionDecided',
      data: { objectionId, propertyUniqueId: id, remarks: REMARKS, correction: { kind: 'edit' } },
      metadata: { userId: ADMIN, command: 'ResolveObjection', correlationId: objectionId },
    });
    expect(resolved).toMatchObject({
      type: 'ObjectionResolved',
      data: { objectionId, propertyUniqueId: id, remarks: REMARKS, reassessed: true },
      metadata: { userId: ADMIN, command: 'ResolveObjection', correlationId: objectionId },
    });

    // Resolved once: a second resolution, corrections and all, is refused and changes nothing.
    const head = await t.head();
    const again = await t.bed.multipart('patch', resolvePath(id), {
      ...t.bed.form({ floors: BIGGER_GROUND_FLOOR, plotArea: '1500' }),
      objectionId,
      remarks: REMARKS,
    });
    expect(again.body).toEqual({ status: 409, message: 'This objection has already been resolved' });
    expect(await t.head()).toBe(head);
  });

  it('says not reassessed when the correction leaves the tax as it was, and applies it still', async () => {
    const id = await t.property();
    const { objectionId } = await t.objection(id);
    const first = await t.bed.multipart('patch', resolvePath(id), {
      ...t.bed.form(),
      objectionId,
      remarks: 'Recorded figures are the first assessment',
    });
    // Never assessed before: the first assessment of the year is recorded, the year not yet demanded.
    expect(first.body.data).toMatchObject({ reassessed: true, demandReplaced: false });
    expect(await currentYear(id)).toEqual({ demandPaise: undefined, demands: 0 });

    const second = (await t.objection(id)).objectionId;
    const response = await t.bed.multipart('patch', resolvePath(id), {
      ...t.bed.form({ ownerName: 'Ramesh Kumar Verma' }),
      objectionId: second,
      remarks: 'Owner name spelt as in the sale deed',
    });
    expect(response.body.data).toMatchObject({
      objection: { ownerName: 'Ramesh Kumar Verma', reassessed: false },
      reassessed: false,
      demandReplaced: false,
    });
  });

  it('lets one of two officials resolving at the same moment correct the property', async () => {
    const id = await t.property();
    const { objectionId } = await t.objection(id);
    const before = (await eventsOf(propertyStream(id))).length;
    const resolveWith = (plotArea: string) =>
      t.bed.multipart('patch', resolvePath(id), {
        ...t.bed.form({ floors: BIGGER_GROUND_FLOOR, plotArea }),
        objectionId,
        remarks: REMARKS,
      });
    const both = await Promise.all([resolveWith('1500'), resolveWith('1600')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const edits = (await eventsOf(propertyStream(id)))
      .slice(before)
      .filter((e) => e.type === 'PropertyEdited');
    expect(edits).toHaveLength(1);
  });

  it('refuses what it cannot resolve, and writes nothing', async () => {
    const id = await t.property();
    const other = await t.property();
    const { objectionId } = await t.objection(id);
    const head = await t.head();
    const resolve = (path: string, body: object, email = ADMIN) => t.json('patch', path, body, email);
    expect((await resolve(resolvePath(other), { objectionId, remarks: REMARKS })).body).toEqual({
      status: 400,
      message: 'This objection was raised against another property',
      errors: { objectionId: 'This objection was raised against another property' },
    });
    expect((await resolve(resolvePath(id), { objectionId, remarks: 'ok' })).body).toEqual({
      status: 400,
      message: REMARKS_MIN_MESSAGE,
      errors: { remarks: REMARKS_MIN_MESSAGE },
    });
    expect((await resolve(resolvePath(id), { remarks: REMARKS })).body.errors).toEqual({
      objectionId: 'Objection number is required',
    });
    expect(
      (await resolve('/api/properties/resolveObjection', { objectionId, remarks: REMARKS })).status,
    ).toBe(400);
    const unknown = await resolve(resolvePath(id), { objectionId: 'OBJ-1999-00-000001', remarks: REMARKS });
    expect(unknown.body).toEqual({ status: 404, message: 'Objection not found' });
    expect((await resolve(resolvePath(id), { objectionId, remarks: REMARKS }, OPERATOR)).status).toBe(403);
    // A correction the edit form refuses refuses the resolution too.
    const badForm = await t.bed.multipart('patch', resolvePath(id), {
      ...t.bed.form({ ownerName: '' }),
      objectionId,
      remarks: REMARKS,
    });
    expect(badForm.body).toMatchObject({ status: 400, errors: { ownerName: 'Owner name is required' } });
    expect(await t.head()).toBe(head);
    const row = await t.json('get', `/api/objection?propertyUniqueId=${id}`);
    expect(row.body.data[0].status).toBe('pending');
  });
});
