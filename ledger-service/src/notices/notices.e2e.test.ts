import { NOTICE_MESSAGES, propertyStream, type NoticeEvent } from '@ptax/contracts';
import { findLedgerAccount } from '@ptax/projections';
import { ADMIN } from '../demands/testing';
import { CURRENT_YEAR, LARGE, NoticeBed } from './testing';
import { workUntilIdle } from './worker';

jest.setTimeout(120_000);

let bed: NoticeBed;
const ids: Record<string, string> = {};

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
async function call(
  method: 'get' | 'post' | 'patch',
  path: string,
  body?: object,
  email: string | null = ADMIN,
) {
  let request = bed.demand.http()[method](`/api/${path}`);
  if (email) request = request.set('Authorization', await bed.demand.as(email));
  return body ? request.send(body) : request;
}

async function download(url: string): Promise<Buffer> {
  const response = await bed.demand.http().get(url).buffer(true);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.status).toBe(200);
  return response.body as Buffer;
}

beforeAll(async () => {
  bed = await NoticeBed.start();
  ids.a = await bed.owing('m1');
  ids.b = await bed.owing('m1');
  ids.big = await bed.owing('m1', LARGE);
  // Assessed but never demanded: it owes nothing.
  ids.none = await bed.demand.property('m1');
  ids.other = await bed.owing('m2');
  await bed.raiseDemands();
});
afterAll(() => bed.stop());

describe('POST properties/generateBulkNotice', () => {
  it('refuses a request without a notice type, with the message on the field, and starts nothing', async () => {
    const response = await call('post', 'properties/generateBulkNotice', { wardId: 'w1' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: NOTICE_MESSAGES.typeRequired,
      errors: { noticeType: NOTICE_MESSAGES.typeRequired },
    });
    expect((await call('get', 'properties/notices/jobs')).body.total).toBe(0);
  });

  it('refuses negative minimum dues, an unknown language and an unknown ward', async () => {
    const negative = await call('post', 'properties/generateBulkNotice', {
      noticeType: 'demand',
      minimumDues: -5,
    });
    expect(negative.body.errors).toEqual({ minimumDues: NOTICE_MESSAGES.minimumDuesInvalid });
    const language = await call('post', 'properties/generateBulkNotice', {
      noticeType: 'demand',
      language: 'fr',
    });
    expect(language.body.errors).toEqual({ language: NOTICE_MESSAGES.languageInvalid });
    const ward = await call('post', 'properties/generateBulkNotice', {
      noticeType: 'demand',
      wardId: 'nowhere',
    });
    expect([ward.status, ward.body.message]).toEqual([404, 'Ward not found']);
  });

  it('is for nagar_nigam officials only', async () => {
    expect((await call('post', 'properties/generateBulkNotice', { noticeType: 'demand' }, null)).status).toBe(
      401,
    );
    const operator = await call(
      'post',
      'properties/generateBulkNotice',
      { noticeType: 'demand' },
      'operator@nagarnigam.demo',
    );
    expect(operator.status).toBe(403);
  });

  it('counts the properties of a ward that owe something, before anything starts', async () => {
    const count = await call('get', 'properties/notices/count?noticeType=demand&wardId=w1');
    expect(count.body.data).toEqual({ total: 3 });
    const recovery = await call('get', 'properties/notices/count?noticeType=recovery&wardId=w1');
    expect(recovery.body.data).toEqual({ total: 1 });
  });

  it('issues one numbered demand notice per owing property of a ward, on its stream and in a PDF part', async () => {
    const started = await call('post', 'properties/generateBulkNotice', {
      noticeType: 'demand',
      wardId: 'w1',
      language: 'en',
    });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({
      status: 'queued',
      total: 3,
      done: 0,
      noticeType: 'demand',
      wardId: 'w1',
    });
    expect(await workUntilIdle(bed.ctx)).toEqual(['completed']);

    const job = (await call('get', `properties/notices/jobs/${started.body.data.id}`)).body.data;
    expect(job).toMatchObject({
      status: 'completed',
      total: 3,
      done: 3,
      issued: 3,
      skipped: 0,
      skippedByReason: {},
    });
    expect(job.parts).toHaveLength(1);
    const [part] = job.parts;
    expect(part).toMatchObject({
      notices: 3,
      pages: 3,
      firstNumber: `DN-${CURRENT_YEAR}-000001`,
      lastNumber: `DN-${CURRENT_YEAR}-000003`,
    });
    expect(part.fileName).toBe(`notices-DN-${CURRENT_YEAR}-000001-to-DN-${CURRENT_YEAR}-000003.pdf`);
    const pdf = await download(part.url);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(3);

    for (const id of [ids.a, ids.b, ids.big]) {
      const [event] = await bed.events(id);
      expect(event.data).toMatchObject({
        noticeType: 'demand',
        propertyUniqueId: id,
        jobId: job.id,
        payBy: job.payBy,
      });
      expect(event.metadata).toMatchObject({ userId: ADMIN, command: 'GenerateBulkNotice' });
    }
    expect(await bed.events(ids.none)).toEqual([]);
    expect(await bed.events(ids.other)).toEqual([]);
    expect(job).toMatchObject({ wardName: '1 - Ward 1', zoneName: null });
  });

  it("keeps the ledger read model's revision level with the stream, so a bulk demand run appends directly", async () => {
    await bed.demand.harness.platform.caughtUp();
    const stream = await bed.demand.store.readStream(propertyStream(ids.a));
    expect((await findLedgerAccount(bed.pool, ids.a))?.revision).toBe(stream.at(-1)?.revision);
    expect(stream.at(-1)?.type).toBe('NoticeIssued');
  });

  it("prints each property's dues by year and head, interest to the notice date, and the rebate on offer", async () => {
    const [event] = await bed.events(ids.a);
    const data = event.data as Extract<NoticeEvent, { type: 'NoticeIssued' }>['data'];
    const bill = (
      await call('get', `taxDemands/demandBillDetails?propertyId=${ids.a}&asOf=${data.noticeDate}`)
    ).body.data;
    expect(data.years.map((y: { financialYear: string }) => y.financialYear)).toEqual(
      bill.years.map((y: { financialYear: string }) => y.financialYear),
    );
    expect(data.years[0].principal).toEqual({ housePaise: 150_000, waterPaise: 125_000, sewerPaise: 0 });
    expect(data).toMatchObject({
      arrearsPaise: bill.totals.arrearsPaise,
      interestPaise: bill.totals.interestPaise,
      currentPaise: bill.totals.currentPaise,
      rebatePaise: bill.totals.rebatePaise,
      totalPaise: bill.totals.totalPaise,
    });
    expect(data.interestPaise).toBeGreaterThan(0);
  });

  it('lists the notices issued with their numbers, owners and amounts, newest first', async () => {
    await bed.demand.harness.platform.caughtUp();
    const list = await call('get', 'properties/notices?wardId=w1&limit=2');
    expect(list.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(list.body.data.map((row: { noticeNumber: string }) => row.noticeNumber)).toEqual([
      `DN-${CURRENT_YEAR}-000003`,
      `DN-${CURRENT_YEAR}-000002`,
    ]);
    expect(list.body.data[0]).toMatchObject({
      noticeType: 'demand',
      wardName: '1 - Ward 1',
      mohallaName: 'Mohalla m1',
    });
    const byNumber = await call('get', `properties/notices?noticeNumber=dn-${CURRENT_YEAR}-000001`);
    expect(byNumber.body.data).toHaveLength(1);
    expect((await call('get', 'properties/notices?noticeType=recovery')).body.total).toBe(0);
  });

  it('sends a recovery notice only to a property owing arrears of at least the defaulters threshold, citing the Act', async () => {
    const started = await call('post', 'properties/generateBulkNotice', {
      noticeType: 'recovery',
      zoneId: 'z1',
    });
    expect(started.body.data).toMatchObject({ total: 1, minimumDuesPaise: 10_000_000, language: 'hi' });
    await workUntilIdle(bed.ctx);
    const [event] = await bed
      .events(ids.big, 'NoticeIssued')
      .then((events) => events.filter((e) => (e.data as { noticeType: string }).noticeType === 'recovery'));
    expect(event.data).toMatchObject({
      noticeNumber: `RN-${CURRENT_YEAR}-000001`,
      rebatePaise: 0,
      actSection: expect.stringContaining('धारा'),
    });
  });

  it('takes a sheet of property IDs, reports the ones that are not IDs and skips those that owe nothing', async () => {
    const response = await bed.demand
      .http()
      .post('/api/properties/generateBulkNotice')
      .set('Authorization', await bed.demand.as(ADMIN))
      .field('noticeType', 'demand')
      .attach('file', await sheetOf([ids.other, ids.none, 'NOT-AN-ID']), 'ward2.xlsx');
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ total: 2, sheetName: 'ward2.xlsx' });
    expect(
      response.body.data.invalid.map((row: { propertyUniqueId: string }) => row.propertyUniqueId),
    ).toEqual(['NOT-AN-ID']);
    await workUntilIdle(bed.ctx);
    const job = (await call('get', `properties/notices/jobs/${response.body.data.id}`)).body.data;
    expect(job).toMatchObject({ issued: 1, skipped: 1, skippedByReason: { nothingDue: 1 } });
    expect((await bed.events(ids.other))[0].data).toMatchObject({
      noticeNumber: `DN-${CURRENT_YEAR}-000004`,
    });
  });

  it('refuses a choice that selects nobody', async () => {
    const response = await call('post', 'properties/generateBulkNotice', {
      noticeType: 'demand',
      wardId: 'w3',
    });
    expect([response.status, response.body.message]).toEqual([400, NOTICE_MESSAGES.nothingSelected]);
  });
});

describe('following and cancelling a job', () => {
  it('cancels a queued job at once, and refuses to cancel it again', async () => {
    const started = await call('post', 'properties/generateBulkNotice', {
      noticeType: 'demand',
      wardId: 'w1',
    });
    const cancelled = await call('patch', `properties/notices/jobs/${started.body.data.id}/cancel`);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelRequested: true, issued: 0 });
    expect(await workUntilIdle(bed.ctx)).toEqual([]);
    const again = await call('patch', `properties/notices/jobs/${started.body.data.id}/cancel`);
    expect([again.status, again.body.message]).toEqual([409, NOTICE_MESSAGES.finished]);
  });

  it('stops a running job between parts when cancelled', async () => {
    const started = await call('post', 'properties/generateBulkNotice', {
      noticeType: 'demand',
      wardId: 'w1',
    });
    const id = started.body.data.id;
    const cancelAfterFirstPart: typeof bed.ctx.files = {
      ...bed.ctx.files,
      put: async (...args) => {
        await call('patch', `properties/notices/jobs/${id}/cancel`);
        return bed.ctx.files.put(...args);
      },
    };
    expect(await bed.runNext(1, { ...bed.ctx, files: cancelAfterFirstPart })).toBe('cancelled');
    const job = (await call('get', `properties/notices/jobs/${id}`)).body.data;
    expect(job).toMatchObject({ status: 'cancelled', issued: 1, done: 1, total: 3 });
    expect(job.parts).toHaveLength(1);
  });

  it('shows a 404 for a job that does not exist', async () => {
    const response = await call('get', 'properties/notices/jobs/00000000-0000-4000-8000-000000000000');
    expect([response.status, response.body.message]).toEqual([404, NOTICE_MESSAGES.jobNotFound]);
    expect((await call('get', 'properties/notices/jobs/not-a-uuid')).status).toBe(404);
  });
});

async function sheetOf(values: string[]): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Properties');
  sheet.addRow(['propertyUniqueId']);
  for (const value of values) sheet.addRow([value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
