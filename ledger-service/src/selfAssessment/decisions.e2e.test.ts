import { ADMIN } from '../properties/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { SelfAssessmentTestBed } from './testing';

jest.setTimeout(60_000);

let t: SelfAssessmentTestBed;
beforeAll(async () => {
  t = await SelfAssessmentTestBed.start();
});
afterAll(() => t.stop());

const list = (query = '', email: string | null = ADMIN) =>
  t.bed.json('get', `/api/selfAssessment/all${query}`, undefined, email);
const accept = (id: string, email = ADMIN) =>
  t.bed.json('patch', `/api/selfAssessment/accept/${id}`, {}, email);
const reject = (id: string, reason: string, email = ADMIN) =>
  t.bed.json('patch', `/api/selfAssessment/reject/${id}`, { reason }, email);
const statusOf = async (id: string) => (await t.status(id, '9876543210')).body.data;

describe('GET selfAssessment/all (officials)', () => {
  let inWard1: string;
  let inWard3: string;
  beforeAll(async () => {
    inWard1 = await t.submitted({ ownerName: 'Kamla Devi' });
    const ward3 = { zoneId: t.city.zone2, wardId: t.city.ward3, mohallaId: t.city.mohalla3 };
    inWard3 = await t.submitted({ ...ward3, ownerName: 'Irfan Ali' });
  });

  it('lists the newest first with the contact details, the floors and signed links to the documents', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ page: 1, limit: 10 });
    expect(response.body.data.slice(0, 2).map((row: { id: string }) => row.id)).toEqual([inWard3, inWard1]);
    const row = response.body.data[1];
    expect(row).toMatchObject({
      id: inWard1,
      selfAssessmentId: inWard1,
      status: 'submitted',
      ownerName: 'Kamla Devi',
      mobileNumber: '9876543210',
      emailId: 'ramesh.kumar@example.in',
      zoneId: t.city.zone1,
      wardName: 'Hazratganj',
      mohallaName: 'Narhi',
      arvPaise: 2_299_200,
      floors: [
        { floorNumber: 0, rentType: 'self', areaSqft: 850 },
        { floorNumber: 1, rentType: 'rented', areaSqft: 600 },
      ],
      details: { propertyAddress: '12, Narhi, Hazratganj, Lucknow', constructionYear: 2005 },
      submittedBy: 'citizen',
    });
    expect(row.documents.map((d: { id: string; name: string }) => [d.id, d.name])).toEqual([
      ['buildingImageFront', 'Front view'],
      ['buildingImageRight', 'Right view'],
      ['buildingImageLeft', 'Left view'],
      ['landRegistryDocument', 'Land registry document'],
    ]);
    const image = await t.bed.http().get(row.documents[0].url);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('filters by status, place and the day submitted', async () => {
    const ids = async (query: string) =>
      (await list(query)).body.data.map((row: { id: string }) => row.id) as string[];
    expect(await ids(`?zoneId=${t.city.zone2}`)).toEqual([inWard3]);
    expect(await ids(`?wardId=${t.city.ward1}&mohallaId=${t.city.mohalla1}`)).toContain(inWard1);
    expect(await ids(`?status=submitted&startDate=2026-09-15&endDate=2026-09-15`)).toEqual(
      expect.arrayContaining([inWard1, inWard3]),
    );
    expect(await ids('?startDate=2026-09-16')).toEqual([]);
    expect(await ids('?status=rejected&zoneId=' + t.city.zone2)).toEqual([]);
    const bad = await list('?status=pending');
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      { status: 'Status must be submitted, accepted or rejected' },
    ]);
  });

  it("shows an official limited to a ward only that ward's", async () => {
    const token = await t.bed.wardLimitedOfficial('ward3.only@nagarnigam.demo', t.city.zone2, t.city.ward3);
    const response = await t.bed.http().get('/api/selfAssessment/all').set('Authorization', token);
    expect(response.body.data.map((row: { id: string }) => row.id)).toEqual([inWard3]);
    const outside = await t.bed
      .http()
      .patch(`/api/selfAssessment/reject/${inWard1}`)
      .set('Authorization', token)
      .send({ reason: 'Not in my ward, but trying' });
    expect(outside.status).toBe(403);
  });

  it('is for nagar_nigam officials: 403 for an operator, 401 without a login', async () => {
    expect((await list('', DEMO_OPERATOR.email)).status).toBe(403);
    expect((await list('', null)).status).toBe(401);
    expect((await accept(inWard1, DEMO_OPERATOR.email)).status).toBe(403);
    expect(
      (await t.bed.json('patch', `/api/selfAssessment/reject/${inWard1}`, { reason: 'Anonymous' }, null))
        .status,
    ).toBe(401);
  });
});

describe('PATCH selfAssessment/accept and reject', () => {
  it('registers a new property with the self-assessed values and says accepted with its ID', async () => {
    const id = await t.submitted({ ownerName: 'Savitri Devi', houseNumber: 'SA-1' });
    const response = await accept(id.toLowerCase());
    expect([response.status, response.body.errors]).toEqual([200, undefined]);
    const propertyUniqueId = response.body.data.propertyUniqueId as string;
    expect(response.body.data).toMatchObject({
      id,
      status: 'accepted',
      decidedAt: '2026-09-15T05:30:00.000Z',
    });
    expect(propertyUniqueId).toMatch(/^\d{16}[0-9A-Z]$/);
    const property = await t.bed.json('get', `/api/properties?propertyUniqueId=${propertyUniqueId}`);
    expect(property.status).toBe(200);
    expect(JSON.stringify(property.body)).toContain('Savitri Devi');
    const tax = await t.bed.json(
      'get',
      `/api/properties/calculateTax?propertyUniqueId=${propertyUniqueId}&financialYear=2026-27`,
    );
    expect(tax.body.data).toMatchObject({ arvPaise: 2_299_200, totalTaxPaise: 632_300 });
    expect(await statusOf(id)).toMatchObject({ status: 'accepted', propertyUniqueId });
  });

  it('applies the self-assessed values to the property it names, through the edit', async () => {
    const added = await t.bed.add(t.bed.form({ ownerName: 'Old Owner', houseNumber: 'SA-2' }));
    const propertyUniqueId = added.body.data.propertyUniqueId as string;
    const id = await t.submitted({ propertyUniqueId, ownerName: 'New Owner', constructionYear: '2018' });
    const response = await accept(id);
    expect(response.body.data).toMatchObject({ status: 'accepted', propertyUniqueId });
    const tax = await t.bed.json(
      'get',
      `/api/properties/calculateTax?propertyUniqueId=${propertyUniqueId}&financialYear=2026-27`,
    );
    expect([tax.body.data.constructionYear, tax.body.data.arvPaise]).toEqual([
      2018,
      (await statusOf(id)).arvPaise,
    ]);
    const edited = await t.bed.json('get', `/api/properties?propertyUniqueId=${propertyUniqueId}`);
    expect(JSON.stringify(edited.body)).toContain('New Owner');
  });

  it('rejects with the reason, which the citizen then sees', async () => {
    const id = await t.submitted();
    const response = await reject(id, 'The plot area does not match the registry');
    expect(response.body.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The plot area does not match the registry',
    });
    expect(await statusOf(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The plot area does not match the registry',
      decidedAt: '2026-09-15T05:30:00.000Z',
      propertyUniqueId: null,
    });
  });

  it('needs a reason of at least 5 characters, and writes nothing without one', async () => {
    const id = await t.submitted();
    const head = await t.head();
    const response = await reject(id, 'no');
    expect([response.status, response.body.errors]).toEqual([
      400,
      { reason: 'Reason must be at least 5 characters' },
    ]);
    expect(await t.head()).toBe(head);
    expect((await statusOf(id)).status).toBe('submitted');
  });

  it('decides each one once: a second decision is a 409 and registers nothing more', async () => {
    const rejected = await t.submitted();
    await reject(rejected, 'Incomplete documents');
    const accepted = await t.submitted();
    await accept(accepted);
    const head = await t.head();
    const twice = [await accept(rejected), await reject(accepted, 'Changed my mind'), await accept(accepted)];
    expect(twice.map((r) => [r.status, r.body.message])).toEqual([
      [409, 'This self-assessment is already rejected'],
      [409, 'This self-assessment is already accepted'],
      [409, 'This self-assessment is already accepted'],
    ]);
    expect(await t.head()).toBe(head);
  });

  it('registers one property when two officials accept the same one at the same moment', async () => {
    const id = await t.submitted({ ownerName: 'Savitri Bai' });
    const both = await Promise.all([accept(id), accept(id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409);
    expect(refused?.body.message).toMatch(/already accepted|deciding this self-assessment right now/);
    const registered = await t.bed.json('post', '/api/properties/search', { ownerName: 'Savitri Bai' }, null);
    const savitris = registered.body.data.filter(
      (row: { ownerName: string }) => row.ownerName === 'Savitri Bai',
    );
    expect(savitris).toHaveLength(1);
  });

  it('answers 404 for a number that was never given', async () => {
    const response = await accept('SA-2026-27-999999');
    expect([response.status, response.body.message]).toEqual([404, 'Self-assessment not found']);
  });
});
