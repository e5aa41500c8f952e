import { composePropertyUniqueId, DATE_FILTER_MESSAGE, indiaDate, OBJECTION_MESSAGES } from '@ptax/contracts';
import { peopleReadableProblems } from '../properties/exportTesting';
import { TEST_DAY } from '../../test/platformHarness';
import { TINY_PNG } from '../properties/testing';
import { DOCUMENT_MESSAGES } from './documents';
import { ADMIN, JALKAL, ObjectionTestBed, OPERATOR, PDF } from './testing';
import { FUTURE_DATE_MESSAGE } from './upload';

// A whole platform starts for this file; on a busy machine that takes longer than jest's 5 s.
jest.setTimeout(120_000);

const DAY = 86_400_000;
// The platform's clock runs from TEST_DAY: "today" is one day however long the run, whenever it runs.
const today = () => indiaDate(TEST_DAY);
const daysAgo = (n: number) => indiaDate(TEST_DAY - n * DAY);
const NUMBER = /^OBJ-\d{4}-\d{2}-\d{6}$/;

let t: ObjectionTestBed;
beforeAll(async () => {
  t = await ObjectionTestBed.start();
  t.bed.harness.runClockFrom(TEST_DAY);
});
afterAll(() => t.stop());

const numbers = (response: { body: { data: { objectionId: string }[] } }) =>
  response.body.data.map((row) => row.objectionId);

describe('POST objection/upload', () => {
  it('raises a numbered objection with its documents, and the list shows it with links to them', async () => {
    const id = await t.property();
    const response = await t.upload(
      {
        propertyUniqueId: id,
        description: 'The first floor is 600 sq ft, not 850',
        objectionDate: daysAgo(2),
      },
      OPERATOR,
      [
        [PDF, 'survey.pdf'],
        [TINY_PNG, 'front.png'],
      ],
    );
    expect(response.status).toBe(201);
    const row = response.body.data;
    expect(row).toMatchObject({
      objectionId: expect.stringMatching(NUMBER),
      propertyUniqueId: id,
      ownerName: 'Ramesh Kumar',
      zoneId: t.city.zone1,
      wardId: t.city.ward1,
      mohallaId: t.city.mohalla1,
      mohallaName: 'Narhi',
      uploaderType: 'operator',
      uploadedBy: OPERATOR,
      description: 'The first floor is 600 sq ft, not 850',
      objectionDate: daysAgo(2),
      status: 'pending',
      rejectionReason: null,
      resolvedAt: null,
      reassessed: false,
      documents: [
        { id: expect.any(String), name: 'survey.pdf', url: expect.stringMatching(/^\/api\/files\//) },
        { id: expect.any(String), name: 'front.png', url: expect.stringMatching(/^\/api\/files\//) },
      ],
    });
    expect(row.id).toBe(row.objectionId);
    expect(t.ctx.now() - Date.parse(row.uploadedAt)).toBeLessThan(10 * 60_000);
    const file = await t.bed.http().get(row.documents[0].url).buffer(true);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(file.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const list = await t.json('get', `/api/objection?propertyUniqueId=${id}`);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.data[0]).toMatchObject({
      objectionId: row.objectionId,
      documents: [{ name: 'survey.pdf' }, {}],
    });
  });

  it('numbers objections one after another and marks officials, jalkal included, as official uploaders', async () => {
    const id = await t.property();
    const first = await t.objection(id, ADMIN);
    const second = await t.objection(id, JALKAL);
    expect([first.uploaderType, second.uploaderType]).toEqual(['official', 'official']);
    expect(second.uploadedBy).toBe(JALKAL);
    expect(Number(second.objectionId.slice(-6))).toBe(Number(first.objectionId.slice(-6)) + 1);
    expect(first.objectionDate).toBe(today());
  });

  it("refuses bad input with the schema's messages and writes nothing", async () => {
    const id = await t.property();
    const before = await t.head();
    const refused = async (fields: Record<string, string>, documents: [Buffer, string][] = []) =>
      (await t.upload({ propertyUniqueId: id, description: 'Area is wrong', ...fields }, OPERATOR, documents))
        .body;
    expect(await refused({ description: 'Area' })).toEqual({
      status: 400,
      message: OBJECTION_MESSAGES.descriptionShort,
      errors: { description: OBJECTION_MESSAGES.descriptionShort },
    });
    expect(await refused({ objectionDate: indiaDate(TEST_DAY + 2 * DAY) })).toMatchObject({
      status: 400,
      errors: { objectionDate: FUTURE_DATE_MESSAGE },
    });
    expect((await refused({ objectionDate: '2026-02-30' })).errors).toEqual({
      objectionDate: DATE_FILTER_MESSAGE,
    });
    expect((await refused({ propertyUniqueId: 'short' })).status).toBe(400);
    expect(await refused({}, [[Buffer.from('just text'), 'survey.pdf']])).toMatchObject({
      status: 400,
      message: 'Not a valid document, upload a PDF or an image',
    });
    const six = Array.from({ length: 6 }, (_, n): [Buffer, string] => [PDF, `page-${n}.pdf`]);
    expect(await refused({}, six)).toMatchObject({ status: 400, message: DOCUMENT_MESSAGES.tooMany });
    expect(await t.head()).toBe(before);
  });

  it('answers 404 for a property not on the register, 403 outside the zones and 401 without a login', async () => {
    const unknown = composePropertyUniqueId({ zoneNo: 9, wardNo: 9, mohallaCode: 9, serial: 99_999 });
    const missing = await t.upload({ propertyUniqueId: unknown, description: 'Area is wrong' });
    expect(missing.body).toEqual({ status: 404, message: 'Property not found' });
    const elsewhere = await t.propertyElsewhere();
    await t.bed.wardLimitedOfficial('ward1.objections@nagarnigam.demo', t.city.zone1, t.city.ward1);
    const outside = await t.upload(
      { propertyUniqueId: elsewhere, description: 'Area is wrong' },
      'ward1.objections@nagarnigam.demo',
    );
    expect(outside.body).toEqual({ status: 403, message: 'This zone is outside your access' });
    const anonymous = await t.bed
      .http()
      .post('/api/objection/upload')
      .send({ propertyUniqueId: elsewhere, description: 'Area is wrong' });
    expect(anonymous.status).toBe(401);
  });
});

describe('the objection lists', () => {
  let id: string;
  let raised: string;
  let today_: string;
  let resolved: string;

  beforeAll(async () => {
    id = await t.property();
    raised = (await t.objection(id, OPERATOR, daysAgo(3))).objectionId;
    today_ = (await t.objection(id, ADMIN)).objectionId;
    resolved = (await t.objection(id, ADMIN, daysAgo(1))).objectionId;
    const rejection = await t.json('patch', `/api/objection/reject/${raised}`, {
      reason: 'No evidence given',
    });
    expect(rejection.status).toBe(200);
    const resolution = await t.json('patch', `/api/properties/resolveObjection?propertyUniqueId=${id}`, {
      objectionId: resolved,
      remarks: 'Checked on site, register is right',
    });
    expect(resolution.status).toBe(200);
  });

  const list = async (query: string, email = ADMIN) =>
    numbers(await t.json('get', `/api/objection?propertyUniqueId=${id}&${query}`, undefined, email));

  it('lists the newest first and filters by status, uploader type and the day raised or its range', async () => {
    expect(await list('')).toEqual([resolved, today_, raised]);
    expect(await list('objectionStatus=rejected')).toEqual([raised]);
    expect(await list('objectionStatus=pending')).toEqual([today_]);
    expect(await list('uploaderType=official')).toEqual([resolved, today_]);
    expect(await list(`objectionDate=${daysAgo(3)}`)).toEqual([raised]);
    expect(await list(`startDate=${daysAgo(1)}&endDate=${today()}`)).toEqual([resolved, today_]);
    expect(await list(`zoneId=${t.city.zone2}`)).toEqual([]);
    const bad = await t.json('get', '/api/objection?objectionStatus=open');
    expect(bad.body).toMatchObject({
      status: 400,
      errors: { objectionStatus: 'Objection status must be pending, rejected or resolved' },
    });
  });

  it('lists the resolved ones by the day they were resolved', async () => {
    const resolvedOn = (query: string) =>
      t.json('get', `/api/objection/resolved?propertyUniqueId=${id}&${query}`).then(numbers);
    expect(await resolvedOn('')).toEqual([resolved]);
    expect(await resolvedOn(`startDate=${today()}&endDate=${today()}`)).toEqual([resolved]);
    // Raised yesterday, resolved today: a range of yesterday finds nothing.
    expect(await resolvedOn(`startDate=${daysAgo(1)}&endDate=${daysAgo(1)}`)).toEqual([]);
  });

  it('shows an operator only the objections they uploaded', async () => {
    expect(await list('', OPERATOR)).toEqual([raised]);
    const summary = await t.json('get', `/api/objection/summary?propertyUniqueId=${id}`, undefined, OPERATOR);
    expect(summary.body.data.total).toBe(1);
  });

  it('counts by status and uploader type with the same filters', async () => {
    const summary = await t.json('get', `/api/objection/summary?propertyUniqueId=${id}`);
    expect(summary.body).toEqual({
      data: {
        total: 3,
        pending: 1,
        rejected: 1,
        resolved: 1,
        byUploaderType: { official: 2, operator: 1, citizen: 0 },
      },
    });
    const official = await t.json(
      'get',
      `/api/objection/summary?propertyUniqueId=${id}&uploaderType=official`,
    );
    expect(official.body.data).toMatchObject({ total: 2, pending: 1, resolved: 1, rejected: 0 });
  });

  it('exports the filtered list as a spreadsheet', async () => {
    const sheet = await t.sheet(`/api/objection/export?propertyUniqueId=${id}&uploaderType=official`);
    expect(sheet.status).toBe(200);
    expect(sheet.type).toMatch(/spreadsheetml/);
    expect(sheet.rows.map((row) => row[1])).toEqual(['Objection Number', resolved, today_]);
    expect(sheet.rows[1]).toEqual(
      expect.arrayContaining([id, 'Ramesh Kumar', 'Resolved', 'Checked on site, register is right']),
    );
    expect(sheet.opened.heading[0]).toBe('Objections');
    expect(sheet.opened.cell(0, 'Uploaded At').value).toBeInstanceOf(Date);
    expect(peopleReadableProblems(sheet.opened)).toEqual([]);
  });

  it('keeps an official to their zones and wards', async () => {
    const elsewhere = await t.propertyElsewhere();
    const far = (await t.objection(elsewhere, ADMIN)).objectionId;
    const limited = 'ward1.lists@nagarnigam.demo';
    await t.bed.wardLimitedOfficial(limited, t.city.zone1, t.city.ward1);
    expect(await list('', limited)).toEqual([resolved, today_, raised]);
    const outside = await t.json('get', `/api/objection?propertyUniqueId=${elsewhere}`, undefined, limited);
    expect(outside.body).toMatchObject({ data: [], total: 0 });
    const reject = await t.json(
      'patch',
      `/api/objection/reject/${far}`,
      { reason: 'Not in my ward' },
      limited,
    );
    expect(reject.body).toEqual({ status: 403, message: 'This zone is outside your access' });
    expect((await t.json('get', '/api/objection', undefined, null)).status).toBe(401);
  });
});

describe('PATCH objection/reject/{id}', () => {
  it('rejects a pending objection once, with the reason; a second time is a conflict', async () => {
    const { objectionId } = await t.objection(await t.property());
    const response = await t.json('patch', `/api/objection/reject/${objectionId.toLowerCase()}`, {
      reason: 'The survey shows the recorded area',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      objectionId,
      status: 'rejected',
      rejectionReason: 'The survey shows the recorded area',
      rejectedAt: expect.any(String),
    });
    const again = await t.json('patch', `/api/objection/reject/${objectionId}`, {
      reason: 'Once more, please',
    });
    expect(again.body).toEqual({ status: 409, message: 'This objection has already been rejected' });
  });

  it('is for nagar_nigam officials, needs a reason of five characters and a known number', async () => {
    const { objectionId } = await t.objection(await t.property());
    const before = await t.head();
    const reject = (body: object, email = ADMIN) =>
      t.json('patch', `/api/objection/reject/${objectionId}`, body, email);
    expect((await reject({ reason: 'No evidence' }, OPERATOR)).status).toBe(403);
    expect((await reject({ reason: 'No evidence' }, JALKAL)).status).toBe(403);
    expect((await reject({ reason: 'No' })).body).toEqual({
      status: 400,
      message: OBJECTION_MESSAGES.reasonShort,
      errors: { reason: OBJECTION_MESSAGES.reasonShort },
    });
    expect(await t.head()).toBe(before);
    const unknown = await t.json('patch', '/api/objection/reject/OBJ-1999-00-000001', {
      reason: 'No evidence',
    });
    expect(unknown.body).toEqual({ status: 404, message: 'Objection not found' });
  });
});

describe('POST objection/status (public)', () => {
  let id: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    id = await t.property();
    first = (await t.objection(id, OPERATOR, daysAgo(4))).objectionId;
    second = (await t.objection(id, ADMIN)).objectionId;
    await t.json('patch', `/api/objection/reject/${first}`, { reason: 'The area was measured again' });
  });

  const status = (body: object) => t.json('post', '/api/objection/status', body, null);

  it('finds one objection by its number, with the public fields only', async () => {
    const response = await status({ objectionId: ` ${first.toLowerCase()} ` });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      {
        objectionId: first,
        propertyUniqueId: id,
        ownerName: 'Ramesh Kumar',
        mohallaName: 'Narhi',
        status: 'rejected',
        objectionDate: daysAgo(4),
        uploadedAt: expect.any(String),
        rejectionReason: 'The area was measured again',
        rejectedAt: expect.any(String),
        resolutionRemarks: null,
        resolvedAt: null,
      },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(
      /operator@|9876543210|example\.in|uploadedBy|documents/,
    );
  });

  it('finds every objection of a property, newest first', async () => {
    expect(numbers(await status({ propertyUniqueId: id.toLowerCase() }))).toEqual([second, first]);
  });

  it('answers 404 with the spec text when nothing is found, and 400 for an empty query', async () => {
    expect((await status({ objectionId: 'OBJ-1999-00-000001' })).body).toEqual({
      status: 404,
      message: OBJECTION_MESSAGES.notFound,
    });
    const other = await t.property();
    expect((await status({ propertyUniqueId: other })).body.message).toBe(OBJECTION_MESSAGES.notFound);
    expect((await status({})).body).toMatchObject({
      status: 400,
      message: OBJECTION_MESSAGES.statusQueryEmpty,
    });
  });
});
