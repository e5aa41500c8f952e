import { openExport, peopleReadableProblems } from './exportTesting';
import { indiaDate } from '@ptax/contracts';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { SEARCH_NEEDS_CRITERION } from './queryRoutes';
import { PropertyTestBed } from './testing';

let bed: PropertyTestBed;
const ids: Record<string, string> = {};
/** The day in India the properties were added on (the first of two when the run crosses midnight). */
let firstDay: string;

beforeAll(async () => {
  bed = await PropertyTestBed.start();
  firstDay = indiaDate(Date.now());
  const add = async (key: string, overrides: Record<string, string>) => {
    const response = await bed.add(bed.form(overrides));
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    ids[key] = response.body.data.propertyUniqueId;
  };
  await add('ramesh', {});
  await add('hindi', {
    ownerName: 'रमेश चंद्र शर्मा',
    propertyAddress: 'मकान 7, नरही, लखनऊ',
    mobileNumber: '9811112222',
  });
  await add('sunita', {
    ownerName: 'Sunita Devi',
    fatherName: '',
    husbandName: 'Mahesh Yadav',
    wardId: bed.city.ward2,
    mohallaId: bed.city.mohalla2,
    propertyAddress: '4/7 Latouche Road, Aminabad',
    houseCategory: 'nonresidential',
    category: '3',
    subCategory: '2',
    mobileNumber: '9822223333',
  });
  await add('vikas', {
    ownerName: 'Anil Verma',
    zoneId: bed.city.zone2,
    wardId: bed.city.ward3,
    mohallaId: bed.city.mohalla3,
    propertyAddress: 'B-12 Vikas Nagar',
    mobileNumber: '9833334444',
  });
});
afterAll(() => bed.stop());

const list = (
  body: object,
  email: string | null = 'admin@nagarnigam.demo',
  path = '/api/properties/paginated',
) => bed.json('post', path, body, email);

describe('searching properties', () => {
  it('finds a misspelt owner name', async () => {
    const response = await list({ ownerName: 'Ramesh Kumr' });
    expect(response.status).toBe(200);
    expect(response.body.data.map((row: { id: string }) => row.id)).toEqual([ids.ramesh]);
    expect(response.body).toMatchObject({ total: 1, page: 1, limit: 10 });
  });

  it('finds a Hindi name with a typo and an address fragment', async () => {
    const hindi = await list({ ownerName: 'रमेश चंद शर्मा' });
    expect(hindi.body.data.map((row: { id: string }) => row.id)).toEqual([ids.hindi]);
    const address = await list({ address: 'latouch road' });
    expect(address.body.data.map((row: { id: string }) => row.id)).toEqual([ids.sunita]);
    const relative = await list({ fatherHusbandName: 'Mahesh' });
    expect(relative.body.data.map((row: { id: string }) => row.id)).toEqual([ids.sunita]);
  });

  it('filters by the spec filters with page and limit', async () => {
    const nonresidential = await list({ houseCategory: 'nonresidential', category: 3, subCategory: '2' });
    expect(nonresidential.body.data.map((row: { id: string }) => row.id)).toEqual([ids.sunita]);
    const zone2 = await bed.json('post', '/api/properties/all?page=1&limit=1', { zoneId: bed.city.zone2 });
    expect(zone2.body).toMatchObject({
      total: 1,
      limit: 1,
      data: [{ id: ids.vikas, zoneNo: 2, wardName: 'Gomti Nagar' }],
    });
    const paged = await list({ page: 2, limit: 2 });
    expect(paged.body).toMatchObject({ total: 4, page: 2, limit: 2 });
    expect(paged.body.data).toHaveLength(2);
    const byMobile = await list({ mobileNumber: '09822223333' });
    expect(byMobile.body.data.map((row: { id: string }) => row.id)).toEqual([ids.sunita]);
    const lastDay = indiaDate(Date.now());
    expect((await list({ startDate: firstDay, endDate: lastDay })).body.total).toBe(4);
    expect((await list({ endDate: '2020-01-01' })).body.total).toBe(0);
  });

  it('refuses filters it cannot read', async () => {
    const response = await list({ startDate: '22-11-2026', matchingStatus: 'maybe' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      startDate: 'Date must be written like 2026-11-22',
      matchingStatus: 'Matching status must be matched or unmatched',
    });
  });

  it('masks the mobile number and shows no email at all on the public search', async () => {
    const response = await list({ ownerName: 'Ramesh Kumar' }, null, '/api/properties/search');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        propertyUniqueId: ids.ramesh,
        mobileNumber: '******3210',
      }),
    ]);
    expect(response.body.data[0]).not.toHaveProperty('emailId');
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('@example.in');
    expect(response.body.data[0].images).toBeUndefined();
    const one = await bed.json('get', `/api/properties?propertyUniqueId=${ids.ramesh}`, undefined, null);
    expect(one.body.data.mobileNumber).toBe('******3210');
    expect(JSON.stringify(one.body)).not.toContain('9876543210');
    const signedIn = await bed.json('get', `/api/properties?propertyUniqueId=${ids.ramesh}`);
    expect(signedIn.body.data.mobileNumber).toBe('9876543210');
  });

  it('does not let the public search list the city', async () => {
    const response = await list({ zoneId: bed.city.zone1 }, null, '/api/properties/search');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SEARCH_NEEDS_CRITERION);
  });

  it('needs a login for the staff lists', async () => {
    expect((await list({}, null)).status).toBe(401);
    expect((await list({}, DEMO_OPERATOR.email, '/api/properties/message/search')).status).toBe(200);
  });
});

describe("an official's zone and ward limits", () => {
  it('keep the lists, counts and single reads to their ward', async () => {
    const email = 'ward2.ri@nagarnigam.demo';
    await bed.wardLimitedOfficial(email, bed.city.zone1, bed.city.ward2);
    const rows = await list({}, email);
    expect(rows.body.data.map((row: { id: string }) => row.id)).toEqual([ids.sunita]);
    expect(
      (await bed.json('get', `/api/properties/viewDetails?propertyUniqueId=${ids.ramesh}`, undefined, email))
        .status,
    ).toBe(403);
    expect((await bed.json('get', '/api/properties/count', undefined, email)).body.data.total).toBe(1);
  });
});

describe('counts, details and exports', () => {
  it('counts by zone and ward, with the filters', async () => {
    const response = await bed.json('get', '/api/properties/count');
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(4);
    expect(response.body.data.byZone).toEqual(
      expect.arrayContaining([
        { zoneId: bed.city.zone1, count: 3 },
        { zoneId: bed.city.zone2, count: 1 },
      ]),
    );
    const residential = await bed.json(
      'get',
      `/api/properties/count?houseCategory=residential&zoneId=${bed.city.zone1}`,
    );
    expect(residential.body.data.byWard).toEqual([
      { zoneId: bed.city.zone1, wardId: bed.city.ward1, count: 2 },
    ]);
  });

  it('shows one property with its floors, images, owner and history', async () => {
    const response = await bed.json(
      'get',
      `/api/properties/viewDetails?propertyUniqueId=${ids.ramesh}`,
      undefined,
      DEMO_OPERATOR.email,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      propertyUniqueId: ids.ramesh,
      owner: { ownerName: 'Ramesh Kumar', fatherName: 'Suresh Kumar', mobileNumber: '9876543210' },
      history: { events: 1, edits: 0, byKind: { registration: 1 } },
    });
    expect(response.body.data.floors).toHaveLength(2);
    expect(response.body.data.images.buildingImageFrontId).toEqual(expect.any(String));
  });

  it('exports the filtered properties as a spreadsheet', async () => {
    const response = await bed
      .http()
      .get(`/api/properties/export?wardId=${bed.city.ward1}`)
      .set('Authorization', await bed.as('admin@nagarnigam.demo'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = await openExport(response.body as Buffer);
    expect(sheet.heading[0]).toBe('Properties');
    expect(sheet.heading[1]).toMatch(/^Filters: Ward: /);
    expect(sheet.heading[1]).not.toContain(bed.city.ward1);
    const exported = sheet.values.map((row) => row[0]);
    expect(exported.sort()).toEqual([ids.ramesh, ids.hindi].sort());
    expect(sheet.values.map((_, i) => sheet.cell(i, 'Mohalla').value)).toEqual(['Narhi', 'Narhi']);
    for (const i of [0, 1]) {
      expect(String(sheet.cell(i, 'Zone').value)).not.toBe(bed.city.zone1);
      expect(sheet.cell(i, 'Construction Type').value).not.toMatch(/_/);
      expect(sheet.cell(i, 'House Category').value).not.toMatch(/_/);
      expect(sheet.cell(i, 'Created At').value).toBeInstanceOf(Date);
    }
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });

  it('exports the list in Hindi from the Hindi back office: title, filters, headers and words', async () => {
    const response = await bed
      .http()
      .get(`/api/properties/export?wardId=${bed.city.ward1}&lang=hi`)
      .set('Authorization', await bed.as('admin@nagarnigam.demo'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const sheet = await openExport(response.body as Buffer);
    expect(sheet.heading[0]).toBe('संपत्तियाँ');
    expect(sheet.heading[1]).toMatch(/^फ़िल्टर: वार्ड: /);
    expect(sheet.header.filter((header) => /[A-Za-z]{2,}/.test(header))).toEqual([]);
    for (const i of [0, 1]) {
      for (const column of ['भवन श्रेणी', 'निर्माण का प्रकार', 'संपादित'])
        expect(String(sheet.cell(i, column).value)).toMatch(/^[^A-Za-z]+$/);
    }
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });

  it('exports Edited Properties with who changed what', async () => {
    await bed.multipart(
      'patch',
      `/api/properties/edit/${ids.vikas}`,
      bed.form({
        ownerName: 'Anil Kumar Verma',
        zoneId: bed.city.zone2,
        wardId: bed.city.ward3,
        mohallaId: bed.city.mohalla3,
        propertyAddress: 'B-12 Vikas Nagar',
        mobileNumber: '9833334444',
      }),
    );
    const response = await bed
      .http()
      .get('/api/properties/edited/export')
      .set('Authorization', await bed.as('admin@nagarnigam.demo'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const sheet = await openExport(response.body as Buffer);
    expect(sheet.values).toHaveLength(1);
    expect(sheet.cell(0, 'Property ID').value).toBe(ids.vikas);
    expect(sheet.cell(0, 'Edited By').value).toBe('admin@nagarnigam.demo');
    expect(sheet.cell(0, 'What Changed').value).toContain('ownerName: "Anil Verma" -> "Anil Kumar Verma"');
    expect(sheet.cell(0, 'Edited At').value).toBeInstanceOf(Date);
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });
});
