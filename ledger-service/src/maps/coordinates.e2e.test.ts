import { GEO_MESSAGES, propertyStream } from '@ptax/contracts';
import { PropertyTestBed } from '../properties/testing';

jest.setTimeout(120_000);

// A property's place on the map through the register's own calls: optional on add and edit, kept by
// an edit that does not send it, cleared by one that empties it, refused outside India.
let bed: PropertyTestBed;
beforeAll(async () => {
  bed = await PropertyTestBed.start();
});
afterAll(() => bed.stop());

const edit = (id: string, overrides: Record<string, string | undefined>) =>
  bed.multipart('patch', `/api/properties/edit/${id}`, bed.form(overrides));
const events = async (id: string) =>
  (await bed.harness.platform.store.readStream(propertyStream(id))).map((event) => event.type);

describe('a property’s coordinates', () => {
  it('are registered with the property, changed and cleared by an edit, and kept when not sent', async () => {
    const added = await bed.add(
      bed.form({ houseNumber: 'MAP-1', latitude: '26.8467', longitude: '80.9462' }),
    );
    expect(added.status).toBe(201);
    const id = added.body.data.propertyUniqueId as string;
    expect(added.body.data).toMatchObject({ latitude: 26.8467, longitude: 80.9462 });

    const moved = await edit(id, { houseNumber: 'MAP-1', latitude: '26.85', longitude: '80.95' });
    expect(moved.body.data).toMatchObject({ latitude: 26.85, longitude: 80.95 });
    const kept = await edit(id, { houseNumber: 'MAP-1B' });
    expect(kept.body.data).toMatchObject({ houseNumber: 'MAP-1B', latitude: 26.85, longitude: 80.95 });
    const cleared = await edit(id, { houseNumber: 'MAP-1B', latitude: '', longitude: '' });
    expect(cleared.body.data).toMatchObject({ latitude: null, longitude: null });

    const edited = await bed.json('get', `/api/properties/edited?propertyUniqueId=${id}`);
    expect(edited.body.data.map((row: { changes: object }) => Object.keys(row.changes).sort())).toEqual(
      expect.arrayContaining([['latitude', 'longitude'], ['houseNumber']]),
    );
  });

  it('refuses a point outside India or half a point, and records nothing', async () => {
    const added = await bed.add(bed.form({ houseNumber: 'MAP-2' }));
    const id = added.body.data.propertyUniqueId as string;
    const before = await events(id);
    const swapped = await edit(id, { houseNumber: 'MAP-2', latitude: '80.9462', longitude: '26.8467' });
    expect(swapped.status).toBe(400);
    expect(swapped.body.errors).toMatchObject({
      latitude: GEO_MESSAGES.latitudeRange,
      longitude: GEO_MESSAGES.longitudeRange,
    });
    const half = await edit(id, { houseNumber: 'MAP-2', latitude: '26.8467' });
    expect(half.status).toBe(400);
    expect(half.body.errors).toMatchObject({ longitude: GEO_MESSAGES.bothCoordinates });
    const bad = await bed.add(bed.form({ houseNumber: 'MAP-3', latitude: 'north', longitude: '80.9' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ latitude: 'Latitude must be a number' });
    expect(await events(id)).toEqual(before);
  });
});
