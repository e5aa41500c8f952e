import { mohallaStream } from '@ptax/contracts';
import { startHarness, type Harness } from '../../../test/platformHarness';
import { ADMIN, geographyClient, paise, RATES, rupees } from '../e2eClient';
import { seedReferenceData } from '../seed/reference';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await seedReferenceData(harness.platform.ctx);
  await harness.platform.caughtUp();
});
afterAll(() => harness.stop());

const { as, post, patch, get, addZone, addWard, addMohalla } = geographyClient(() => harness);

describe('mohallas', () => {
  let zone: { id: string };
  let ward: { id: string };
  beforeAll(async () => {
    zone = await addZone(31);
    ward = await addWard(zone.id, 1, 'Aminabad');
  });

  it('adds a mohalla from JSON with its rates in paise', async () => {
    const response = await post('mohallas/add', {
      name: 'Nazirabad',
      zone: zone.id,
      ward: ward.id,
      water_tax_availability: true,
      sewer_tax_availability: false,
      ...RATES,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      name: 'Nazirabad',
      zone_id: zone.id,
      ward_id: ward.id,
      zone_no: 31,
      ward_no: 1,
      ward_fullname: 'Aminabad',
      water_tax_availability: true,
      sewer_tax_availability: false,
      ratesPaise: { road_w_l_12: paise(1.5), road_w_12_24: paise(1.9), road_w_m_24: paise(2.25) },
    });
  });

  it('adds a mohalla from a multipart form, fields as text and rate groups as JSON text', async () => {
    const request = harness
      .http()
      .post('/api/mohallas/add')
      .set('Authorization', await as(ADMIN));
    const response = await request
      .field('name', 'Maqbara')
      .field('zone', zone.id)
      .field('ward', ward.id)
      .field('water_tax_availability', 'false')
      .field('sewer_tax_availability', 'true')
      .field('road_w_l_12', JSON.stringify(rupees(1.2)))
      .field('road_w_12_24', JSON.stringify(rupees(1.6)))
      .field('road_w_m_24[rcc_rbc]', '2')
      .field('road_w_m_24[other_pucca]', '1.7')
      .field('road_w_m_24[kachha]', '1.4')
      .field('road_w_m_24[vacant_land]', '0.4');
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      name: 'Maqbara',
      water_tax_availability: false,
      sewer_tax_availability: true,
      ratesPaise: { road_w_l_12: paise(1.2), road_w_12_24: paise(1.6), road_w_m_24: paise(2) },
    });
  });

  it('requires the name, the ward and all twelve rates, each on its own field', async () => {
    const response = await post('mohallas/add', {
      name: '',
      zone: zone.id,
      road_w_l_12: rupees(1),
      road_w_12_24: { rcc_rbc: 1.234 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      name: 'Mohalla name is required',
      ward: 'Ward is required',
      'road_w_12_24.rcc_rbc': 'Amount can have at most two decimal places',
      'road_w_12_24.kachha': 'Kachha rate is required',
      'road_w_m_24.vacant_land': 'Vacant land rate is required',
    });
  });

  it('refuses a name the ward has (any case), a ward of another zone, and a file in the form', async () => {
    await addMohalla(zone.id, ward.id, 'Gwynne Road');
    const again = await post('mohallas/add', { name: 'gwynne road', zone: zone.id, ward: ward.id, ...RATES });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ name: "A mohalla named 'gwynne road' already exists in this ward" });
    const otherZone = await addZone(32);
    const mismatch = await post('mohallas/add', {
      name: 'Pandariba',
      zone: otherZone.id,
      ward: ward.id,
      ...RATES,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ ward: 'The ward is not in the chosen zone' });
    const file = await harness
      .http()
      .post('/api/mohallas/add')
      .set('Authorization', await as(ADMIN))
      .field('name', 'Pandariba')
      .attach('photo', Buffer.from('not an image'), 'photo.png');
    expect(file.status).toBe(400);
  });

  it('edits a mohalla from a multipart form: rename, water and sewer, new rates, each an event', async () => {
    const mohalla = await addMohalla(zone.id, ward.id, 'Jhandewala Park');
    const response = await harness
      .http()
      .patch(`/api/mohallas/edit/${mohalla.id}`)
      .set('Authorization', await as(ADMIN))
      .field('mohallaOldName', 'Jhandewala Park')
      .field('mohallaNewName', 'Jhandewala')
      .field('water_tax_availability', 'false')
      .field('sewer_tax_availability', 'true')
      .field('road_w_l_12', JSON.stringify(rupees(1.75)))
      .field('road_w_12_24', JSON.stringify(rupees(1.9)))
      .field('road_w_m_24', JSON.stringify(rupees(2.25)));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Jhandewala',
      water_tax_availability: false,
      sewer_tax_availability: true,
      ratesPaise: { road_w_l_12: paise(1.75), road_w_12_24: paise(1.9), road_w_m_24: paise(2.25) },
    });
    const events = await harness.platform.store.readStream(mohallaStream(mohalla.id));
    expect(events.map((event) => event.type)).toEqual([
      'MohallaAdded',
      'MohallaRenamed',
      'MohallaServicesChanged',
      'MohallaRatesRevised',
    ]);
    // The old name is free again.
    await addMohalla(zone.id, ward.id, 'Jhandewala Park');
  });

  it('refuses a rename to the same name with the spec message, and an edit of nothing that exists', async () => {
    const mohalla = await addMohalla(zone.id, ward.id, 'Latouche Road');
    const same = await patch(`mohallas/edit/${mohalla.id}`, {
      mohallaOldName: 'Latouche Road',
      mohallaNewName: 'Latouche Road',
    });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({
      mohallaNewName: 'New mohalla name must be different from the old name',
    });
    expect((await patch('mohallas/edit/nope', { water_tax_availability: false })).status).toBe(404);
  });

  it('lists mohallas by zone and ward, for anyone', async () => {
    const list = await get(`mohallas?zoneId=${zone.id}&wardId=${ward.id}&limit=2&sort=name&order=DESC`, null);
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(5);
    expect(list.body.data.map((m: { name: string }) => m.name)).toEqual(['Nazirabad', 'Maqbara']);
    expect((await get('mohallas?page=0', null)).status).toBe(400);
  });
});
