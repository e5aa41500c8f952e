import { wardStream } from '@ptax/contracts';
import { startHarness, type Harness } from '../../test/platformHarness';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { ADMIN, geographyClient } from './e2eClient';
import { seedReferenceData } from './seed/reference';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await seedReferenceData(harness.platform.ctx);
  await harness.platform.caughtUp();
});
afterAll(() => harness.stop());

const { as, post, patch, get, addZone, addWard, addMohalla } = geographyClient(() => harness);

describe('GET cities and GET banks', () => {
  it('lists the demo city and the banks of the bank master, without a login', async () => {
    const cities = await get('cities', null);
    expect(cities.body).toEqual({
      data: [
        {
          id: 'lucknow',
          name: 'Lucknow',
          corporationName: 'Nagar Nigam Lucknow',
          district: 'Lucknow',
          state: 'Uttar Pradesh',
        },
      ],
      total: 1,
    });
    const banks = await get('banks', null);
    expect(banks.body.total).toBeGreaterThanOrEqual(20);
    expect(banks.body.data).toContainEqual({ id: 'SBIN', name: 'State Bank of India', ifscPrefix: 'SBIN' });
  });
});

describe('zones', () => {
  it("adds a zone as the admin, named 'Zone {number}', and lists it", async () => {
    const response = await post('zones/add', { city_id: 'lucknow', zone_no: 11 });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      city_id: 'lucknow',
      zone_no: 11,
      name: 'Zone 11',
    });
    const list = await get('zones?limit=100', null);
    expect(list.body).toMatchObject({ page: 1, limit: 100 });
    expect(list.body.data).toContainEqual(response.body.data);
    const all = await get('zones/all', null);
    expect(all.body.data).toContainEqual(response.body.data);
  });

  it('refuses zone number 0 with the spec message', async () => {
    const response = await post('zones/add', { city_id: 'lucknow', zone_no: 0 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ zone_no: 'Zone number must be at least 1' });
  });

  it('refuses a zone number the city has, and a city that does not exist', async () => {
    await addZone(12);
    const again = await post('zones/add', { city_id: 'lucknow', zone_no: 12 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      status: 409,
      message: 'Zone 12 already exists in this city',
      errors: { zone_no: 'Zone 12 already exists in this city' },
    });
    const nowhere = await post('zones/add', { city_id: 'atlantis', zone_no: 1 });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual({ city_id: 'City does not exist' });
  });

  it('gives two concurrent adds of one number one zone', async () => {
    const replies = await Promise.all(
      [13, 13, 13].map((zone_no) => post('zones/add', { city_id: 'lucknow', zone_no })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    const all = await get('zones/all', null);
    expect(all.body.data.filter((zone: { zone_no: number }) => zone.zone_no === 13)).toHaveLength(1);
  });

  it('refuses an operator (403) and an official who is neither admin nor CTAO', async () => {
    expect((await post('zones/add', { city_id: 'lucknow', zone_no: 14 }, DEMO_OPERATOR.email)).status).toBe(
      403,
    );
    const ri = await post('zones/add', { city_id: 'lucknow', zone_no: 14 }, 'ri@nagarnigam.demo');
    expect(ri.status).toBe(403);
    expect(ri.body.message).toBe('Only the admin and the CTAO can change masters');
    expect(
      (await harness.http().post('/api/zones/add').send({ city_id: 'lucknow', zone_no: 14 })).status,
    ).toBe(401);
  });
});

describe('wards', () => {
  let zone: { id: string };
  beforeAll(async () => {
    zone = await addZone(21);
  });

  it('adds a ward to a zone and lists it under the zone filter', async () => {
    const ward = await addWard(zone.id, 1, 'Aminabad');
    expect(ward).toEqual({
      id: expect.any(String),
      city_id: 'lucknow',
      zone_id: zone.id,
      zone_no: 21,
      ward_no: 1,
      ward_fullname: 'Aminabad',
    });
    const list = await get(`wards?zoneId=${zone.id}`, null);
    expect(list.body).toEqual({ data: [ward], total: 1, page: 1, limit: 10 });
    expect((await get('wards/all', null)).body.data).toContainEqual(ward);
  });

  it('refuses ward number 0 and missing fields with the spec messages', async () => {
    const response = await post('wards/add', {
      city_id: 'lucknow',
      zone_id: '',
      ward_no: 0,
      ward_fullname: ' Chowk',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      zone_id: 'Zone is required',
      ward_no: 'Ward number must be at least 1',
      ward_fullname: "Can't contain trailing spaces",
    });
  });

  it('refuses a ward number or a name (any case) the zone already has, and a zone that does not exist', async () => {
    await addWard(zone.id, 2, 'Hazratganj');
    const number = await post('wards/add', {
      city_id: 'lucknow',
      zone_id: zone.id,
      ward_no: 2,
      ward_fullname: 'Narhi',
    });
    expect(number.status).toBe(409);
    expect(number.body.errors).toEqual({ ward_no: 'Ward number 2 already exists in Zone 21' });
    const name = await post('wards/add', {
      city_id: 'lucknow',
      zone_id: zone.id,
      ward_no: 3,
      ward_fullname: 'HAZRATGANJ',
    });
    expect(name.status).toBe(409);
    expect(name.body.message).toBe("A ward named 'HAZRATGANJ' already exists in this zone");
    const nowhere = await post('wards/add', {
      city_id: 'lucknow',
      zone_id: 'no-such-zone',
      ward_no: 3,
      ward_fullname: 'Narhi',
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual({ zone_id: 'Zone does not exist' });
    // The refused adds reserved nothing: number 3 and 'Narhi' are still free.
    await addWard(zone.id, 3, 'Narhi');
  });

  it('renames a ward, records the rename as an event, and frees the old name', async () => {
    const ward = await addWard(zone.id, 4, 'Golaganj');
    const response = await patch(`wards/edit/${ward.id}`, {
      existingName: 'Golaganj',
      updatedName: 'Golaganj East',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: ward.id, ward_fullname: 'Golaganj East', ward_no: 4 });
    const events = await harness.platform.store.readStream(wardStream(ward.id));
    expect(events.map((event) => [event.type, event.metadata.userId])).toEqual([
      ['WardAdded', ADMIN],
      ['WardRenamed', ADMIN],
    ]);
    await addWard(zone.id, 5, 'Golaganj');
  });

  it('refuses a rename to the same name with the spec message, and a stale old name', async () => {
    const ward = await addWard(zone.id, 6, 'Lalbagh');
    const same = await patch(`wards/edit/${ward.id}`, { existingName: 'Lalbagh', updatedName: 'Lalbagh' });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ updatedName: 'New ward name must be different from the old name' });
    const stale = await patch(`wards/edit/${ward.id}`, {
      existingName: 'Qaiserbagh',
      updatedName: 'Lalbagh Road',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("The ward is now named 'Lalbagh'; reload and try again");
  });

  it('refuses to change a ward number, and answers 404 for a ward that does not exist', async () => {
    const ward = await addWard(zone.id, 7, 'Raja Bazar');
    const renumber = await patch(`wards/edit/${ward.id}`, { ward_no: 70, ward_fullname: 'Raja Bazar' });
    expect(renumber.status).toBe(400);
    expect(renumber.body.errors).toEqual({ ward_no: 'The ward number can not be changed' });
    expect((await patch('wards/edit/nope', { existingName: 'A', updatedName: 'B' })).status).toBe(404);
  });
});

describe('an official limited to one zone', () => {
  let mine: { id: string };
  let other: { id: string };
  let token: string;
  beforeAll(async () => {
    mine = await addZone(41);
    other = await addZone(42);
    const wardHere = await addWard(mine.id, 1, 'Chowk');
    const wardThere = await addWard(other.id, 1, 'Thakurganj');
    await addMohalla(mine.id, wardHere.id, 'Akbari Gate');
    await addMohalla(other.id, wardThere.id, 'Musahibganj');
    await harness.platform.accounts.registerOfficial(
      {
        username: 'Zonal Admin',
        email: 'zone41@nagarnigam.demo',
        loginType: 'nagar_nigam',
        accessId: 'admin',
        accessName: 'admin',
        accessType: 'zonal',
        isSuperAdmin: false,
        cityId: 'lucknow',
        accessibleZones: [mine.id],
        accessibleWards: [],
        minValue: 0,
        maxValue: 1_000_000,
      },
      'Zonal@12345',
      'test',
    );
    await harness.platform.caughtUp();
    token = await as('zone41@nagarnigam.demo', 'Zonal@12345');
  });

  it('sees only their zone, its wards and its mohallas', async () => {
    const email = 'zone41@nagarnigam.demo';
    expect((await get('zones/all', email)).body.data.map((z: { id: string }) => z.id)).toEqual([mine.id]);
    const wards = (await get('wards/all', email)).body.data;
    expect(wards.map((w: { ward_fullname: string }) => w.ward_fullname)).toEqual(['Chowk']);
    const mohallas = (await get('mohallas?limit=100', email)).body.data;
    expect(mohallas.map((m: { name: string }) => m.name)).toEqual(['Akbari Gate']);
    expect(token).toMatch(/^Bearer /);
  });

  it('adds a ward in their zone but not in another, and adds no zone', async () => {
    const email = 'zone41@nagarnigam.demo';
    expect(
      (
        await post(
          'wards/add',
          { city_id: 'lucknow', zone_id: mine.id, ward_no: 2, ward_fullname: 'Chowk Bazar' },
          email,
        )
      ).status,
    ).toBe(201);
    const outside = await post(
      'wards/add',
      { city_id: 'lucknow', zone_id: other.id, ward_no: 2, ward_fullname: 'Musahibganj' },
      email,
    );
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('This zone is outside your access');
    expect((await post('zones/add', { city_id: 'lucknow', zone_no: 43 }, email)).status).toBe(403);
  });
});
