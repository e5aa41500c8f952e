import { composePropertyUniqueId, SPLIT_MESSAGES } from '@ptax/contracts';
import { receiveCash } from '../audit/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { ADMIN, SplitTestBed, THIS_YEAR, TWO_FLOORS, type TestFloor } from './testing';

// A whole platform starts for this file; on a busy machine that takes longer than jest's 5 s.
jest.setTimeout(180_000);

let t: SplitTestBed;
beforeAll(async () => {
  t = await SplitTestBed.start();
});
afterAll(() => t.stop());

type Part = Record<string, unknown>;

/** The test form's two floors; the new property takes the first floor and 400 of the 1,200 sq ft plot. */
async function firstFloorOff(id: string) {
  const [ground, first] = await t.floorsOf(id);
  return {
    parent: { plotArea: 800, floors: [{ propertyPremiseId: ground.propertyPremiseId, areaSqft: 850 }] },
    children: [{ plotArea: 400, floors: [{ propertyPremiseId: first.propertyPremiseId, areaSqft: 600 }] }],
  };
}

/** The engine's answer for a part, as the preview and the ledger write it. */
async function engineFor(floors: TestFloor[], plotArea: number) {
  const { arvPaise, tax } = await t.engineTax(floors, plotArea);
  return { arvPaise, housePaise: tax.house, waterPaise: tax.water, sewerPaise: tax.sewer };
}

describe('PATCH properties/splitProperty?preview=true', () => {
  it('shows each part with the ARV and tax the engine gives its own floors and plot, and writes nothing', async () => {
    const id = await t.property();
    await t.billThisYear(id);
    const head = await t.head();
    const response = await t.split(id, await firstFloorOff(id), { preview: true });
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({
      propertyUniqueId: id,
      financialYear: THIS_YEAR,
      billNow: true,
      blocked: null,
    });
    // The whole building: ARV 22,992, house tax 3,449, water tax 2,874 (DOMAIN.md's default rules).
    expect(data.demandBefore).toEqual({
      housePaise: 344_900,
      waterPaise: 287_400,
      sewerPaise: 0,
      totalPaise: 632_300,
    });
    const [parent, child] = data.parts as Part[];
    // What remains: the self-occupied ground floor, no open land left (800 sq ft plot, 850 covered).
    expect(parent).toMatchObject({ kind: 'parent', propertyUniqueId: id, plotArea: 800, arvPaise: 979_200 });
    expect(parent).toMatchObject(await engineFor([TWO_FLOORS[0]], 800));
    // The new property: the rented first floor and 400 sq ft of open land (ARV 11,520 + 1,920).
    expect(child).toMatchObject({
      kind: 'child',
      propertyUniqueId: null,
      plotArea: 400,
      arvPaise: 1_344_000,
    });
    expect(child).toMatchObject(await engineFor([TWO_FLOORS[1]], 400));
    expect(await t.head()).toBe(head);
  });

  it('says before anyone confirms that a year already paid beyond what remains would refuse the split', async () => {
    const id = await t.property();
    await t.billThisYear(id);
    await receiveCash(t.bed, id, 632_300);
    const response = await t.split(id, await firstFloorOff(id), { preview: true });
    expect(response.body.data.blocked).toMatchObject({
      head: 'house',
      creditedPaise: 344_900,
      owesPaise: 146_900,
    });
    const made = await t.split(id, await firstFloorOff(id));
    expect(made.status).toBe(409);
    expect(made.body.message).toBe(response.body.data.blocked.message);
    expect(made.body.message).toContain(`Split it from 1 April ${Number(THIS_YEAR.slice(0, 4)) + 1}`);
  });
});

describe('PATCH properties/splitProperty refuses', () => {
  it('parts that do not add up to the property, with a message on the field, and changes nothing', async () => {
    const id = await t.property();
    const body = await firstFloorOff(id);
    const head = await t.head();
    const plot = await t.split(id, { ...body, parent: { ...body.parent, plotArea: 700 } });
    expect(plot.status).toBe(400);
    expect(plot.body.message).toBe(SPLIT_MESSAGES.plotAddsUp('1200'));
    expect(plot.body.errors['parent.plotArea']).toBe(SPLIT_MESSAGES.plotAddsUp('1200'));
    const floors = await t.floorsOf(id);
    const floor = await t.split(id, {
      ...body,
      children: [
        { plotArea: 400, floors: [{ propertyPremiseId: floors[1].propertyPremiseId, areaSqft: 500 }] },
      ],
    });
    expect(floor.status).toBe(400);
    expect(floor.body.errors[`floors.${floors[1].propertyPremiseId}`]).toBe(
      SPLIT_MESSAGES.floorAddsUp('floor 1', '600'),
    );
    const none = await t.split(id, { parent: body.parent, children: [] });
    expect(none.body).toMatchObject({ status: 400, message: SPLIT_MESSAGES.noChildren });
    const unknown = await t.split(id, {
      ...body,
      children: [{ plotArea: 400, floors: [{ propertyPremiseId: 'no-such-floor', areaSqft: 600 }] }],
    });
    expect(unknown.body.errors['children.0.floors.0.propertyPremiseId']).toBe(SPLIT_MESSAGES.unknownFloor);
    expect(await t.head()).toBe(head);
  });

  it('an unknown property (404), a caller without a nagar_nigam login (401, 403) and one outside its ward (403)', async () => {
    const id = await t.property();
    const body = await firstFloorOff(id);
    const unknown = composePropertyUniqueId({ zoneNo: 9, wardNo: 9, mohallaCode: 9, serial: 9 });
    expect((await t.split(unknown, body)).status).toBe(404);
    expect((await t.split(id, body, { email: null })).status).toBe(401);
    expect((await t.split(id, body, { email: DEMO_OPERATOR.email })).status).toBe(403);
    const limited = await t.bed.wardLimitedOfficial(
      'split.ward2@nagarnigam.demo',
      t.city.zone1,
      t.city.ward2,
    );
    const outside = await t.bed
      .http()
      .patch(`/api/properties/splitProperty?propertyUniqueId=${id}`)
      .set('Authorization', limited)
      .send(body);
    expect(outside.status).toBe(403);
  });
});

describe('PATCH properties/splitProperty', () => {
  it('makes the new property, links both ways, replaces the parent demand and raises the child one', async () => {
    const id = await t.property();
    await t.billThisYear(id);
    const response = await t.split(id, await firstFloorOff(id));
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({ completed: true, billNow: true, financialYear: THIS_YEAR });
    expect(data.demandBefore).toMatchObject({ totalPaise: 632_300 });
    const [childId] = data.newPropertyUniqueIds as string[];
    expect(childId).toMatch(/^[0-9A-Z]{17}$/);
    expect(childId.slice(0, 8)).toBe(id.slice(0, 8));
    expect((data.parts as Part[]).map((part) => part.propertyUniqueId)).toEqual([id, childId]);

    const parentRow = (await t.json('get', `/api/properties?propertyUniqueId=${id}`)).body.data;
    const childRow = (await t.json('get', `/api/properties?propertyUniqueId=${childId}`)).body.data;
    expect(parentRow).toMatchObject({ plotArea: 800, splitIntoPropertyUniqueIds: [childId] });
    expect(childRow).toMatchObject({
      plotArea: 400,
      splitFromPropertyUniqueId: id,
      ownerName: parentRow.ownerName,
      oldPropertyTaxId: null,
    });
    expect((await t.floorsOf(id)).map((f) => [f.floorNumber, f.areaSqft])).toEqual([[0, 850]]);
    expect((await t.floorsOf(childId)).map((f) => [f.floorNumber, f.areaSqft, f.rentType])).toEqual([
      [1, 600, 'rented'],
    ]);

    const parentYear = (await t.ledgerOf(id)).years[THIS_YEAR];
    const childLedger = await t.ledgerOf(childId);
    expect(parentYear.demand).toEqual({ house: 146_900, water: 122_400, sewer: 0 });
    expect(childLedger.years[THIS_YEAR].demand).toEqual({ house: 201_600, water: 168_000, sewer: 0 });
    expect(Object.keys(childLedger.years)).toEqual([THIS_YEAR]);

    const list = await t.json('get', `/api/properties/splits?propertyUniqueId=${childId}`);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.data[0]).toMatchObject({
      splitId: data.splitId,
      propertyUniqueId: id,
      newPropertyUniqueIds: [childId],
      splitBy: ADMIN,
      completedAt: expect.any(String),
      remains: { plotArea: 800, floors: [{ floorNumber: 0, areaSqft: 850, rentUsage: 'residential' }] },
    });
  });

  it('keeps a payment on the parent and bills the rest of its own part when the year is partly paid', async () => {
    const id = await t.property();
    await t.billThisYear(id);
    await receiveCash(t.bed, id, 100_000);
    const response = await t.split(id, await firstFloorOff(id));
    expect(response.status).toBe(200);
    const year = (await t.ledgerOf(id)).years[THIS_YEAR];
    expect(year.demand).toEqual({ house: 146_900, water: 122_400, sewer: 0 });
    expect(year.principalPaid).toEqual({ house: 100_000, water: 0, sewer: 0 });
    const [childId] = response.body.data.newPropertyUniqueIds;
    expect((await t.ledgerOf(childId)).payments).toEqual({});
  });

  it('assesses the parts but leaves billing to the demand run where the year has no demand yet', async () => {
    const id = await t.property();
    const response = await t.split(id, await firstFloorOff(id));
    expect(response.body.data).toMatchObject({ billNow: false, completed: true });
    const [childId] = response.body.data.newPropertyUniqueIds;
    const types = (await t.eventsOf(childId)).map((event) => event.type);
    expect(types).toEqual(['PropertyRegistered', 'PropertyAssessed']);
    expect((await t.ledgerOf(childId)).years).toEqual({});
  });

  it('splits into two new properties, each taking part of a floor', async () => {
    const id = await t.property(
      [{ floorNumber: 0, rentType: 'self', rentUsage: 'residential', areaSqft: 1200 }],
      1500,
    );
    await t.billThisYear(id);
    const [ground] = await t.floorsOf(id);
    const share = (plotArea: number, areaSqft: number) => ({
      plotArea,
      floors: [{ propertyPremiseId: ground.propertyPremiseId, areaSqft }],
    });
    const response = await t.split(id, {
      parent: share(500, 400),
      children: [share(500, 400.5), share(500, 399.5)],
    });
    expect(response.status).toBe(200);
    const ids = response.body.data.newPropertyUniqueIds as string[];
    expect(new Set(ids).size).toBe(2);
    const areas = await Promise.all([id, ...ids].map(async (part) => (await t.floorsOf(part))[0].areaSqft));
    expect(areas).toEqual([400, 400.5, 399.5]);
    const premises = await Promise.all(
      ids.map(async (part) => (await t.floorsOf(part))[0].propertyPremiseId),
    );
    expect(premises).not.toContain(ground.propertyPremiseId);
  });
});
