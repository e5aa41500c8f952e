import { openExport, peopleReadableProblems } from '../properties/exportTesting';
import { composePropertyUniqueId, propertyStream } from '@ptax/contracts';
import { addProperty, raiseDemand, startLedgerTestBed, THIS_YEAR, yearsBefore } from '../audit/testing';
import type { PropertyTestBed } from '../properties/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';

// A whole platform starts for this file; on a busy machine that can take longer than jest's 5 s.
jest.setTimeout(60_000);

let bed: PropertyTestBed;
let id: string;
let otherWard: string;
const NUMBER = /^(DN|CN)-\d{4}-\d{2}-\d{6}$/;

beforeAll(async () => {
  bed = await startLedgerTestBed();
  id = await addProperty(bed);
  otherWard = await addProperty(bed, { wardId: bed.city.ward2, mohallaId: bed.city.mohalla2 });
  await raiseDemand(bed, id, yearsBefore(1), 10_000, 2_000);
  await raiseDemand(bed, id, THIS_YEAR, 12_000, 3_000);
  await raiseDemand(bed, otherWard, THIS_YEAR, 5_000);
});
afterAll(() => bed.stop());

const NOTE = { kind: 'debit', financialYear: THIS_YEAR, houseTax: 100.5, waterTax: 0, sewerTax: 0 };
const note = (body: Record<string, unknown>, email: string | null = 'admin@nagarnigam.demo') =>
  bed.json(
    'post',
    '/api/drcrNotes',
    { propertyUniqueId: id, ...NOTE, reason: 'Survey found a new floor', ...body },
    email,
  );
const events = () => bed.harness.platform.store.readStream(propertyStream(id));
const ledgerYear = async (fy: string) =>
  (await bed.json('post', '/api/properties/ledger', { propertyUniqueId: id })).body.data.years.find(
    (y: { financialYear: string }) => y.financialYear === fy,
  );

describe('POST drcrNotes', () => {
  it('issues a debit note with the next number of its series; the year owes more', async () => {
    const before = await ledgerYear(THIS_YEAR);
    const response = await note({ receiptNumber: 'R-1001' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      debitCreditNo: expect.stringMatching(NUMBER),
      kind: 'debit',
      propertyUniqueId: id,
      financialYear: THIS_YEAR,
      houseTaxPaise: 10_050,
      totalPaise: 10_050,
      receiptNumber: 'R-1001',
      zoneId: bed.city.zone1,
      issuedBy: 'admin@nagarnigam.demo',
    });
    expect(response.body.data.debitCreditNo).toBe(`DN-${THIS_YEAR}-000001`);
    const after = await ledgerYear(THIS_YEAR);
    expect(after.heads.house.adjustmentPaise - before.heads.house.adjustmentPaise).toBe(10_050);
    expect(after.total.balancePaise - before.total.balancePaise).toBe(10_050);
  });

  it('issues a credit note on an earlier year after charging its accrued interest', async () => {
    const response = await note({
      kind: 'credit',
      financialYear: yearsBefore(1),
      houseTax: 1_000,
      waterTax: 200.25,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      debitCreditNo: `CN-${THIS_YEAR}-000001`,
      kind: 'credit',
      totalPaise: 120_025,
    });
    const tail = (await events()).slice(-2);
    expect(tail.map((e) => e.type)).toEqual(['InterestCharged', 'CreditNoteIssued']);
    expect(tail[1].metadata).toMatchObject({
      command: 'IssueCreditNote',
      remarks: 'Survey found a new floor',
      userId: 'admin@nagarnigam.demo',
    });
  });

  it("refuses bad input with the spec's messages and changes nothing, not even the series", async () => {
    const revision = (await events()).length;
    const refused = [
      [{ houseTax: -1 }, 'houseTax', 'Tax can not be negative'],
      [{ reason: 'abc' }, 'reason', 'Reason must be at least 5 characters'],
      [{ kind: 'refund' }, 'kind', 'Note type must be debit or credit'],
      [{ financialYear: '2025-27' }, 'financialYear', 'Financial year must be written like 2025-26'],
      [{ waterTax: 10.005 }, 'waterTax', 'Amount can have at most two decimal places'],
    ] as const;
    for (const [body, field, message] of refused) {
      const response = await note(body);
      expect([response.status, response.body.message, response.body.errors?.[field]]).toEqual([
        400,
        message,
        message,
      ]);
    }
    const tooMuch = await note({ kind: 'credit', houseTax: 1_000_000 });
    expect(tooMuch.body).toEqual({
      status: 400,
      message: 'A credit note can not be more than the unpaid tax of the year',
    });
    const unknown = composePropertyUniqueId({ zoneNo: 9, wardNo: 9, mohallaCode: 9, serial: 99_999 });
    expect((await note({ propertyUniqueId: unknown })).body).toEqual({
      status: 404,
      message: 'Property not found',
    });
    expect(await events()).toHaveLength(revision);
    // The refused credit took no number: the next one is the second.
    expect((await note({ kind: 'credit', houseTax: 10 })).body.data.debitCreditNo).toBe(
      `CN-${THIS_YEAR}-000002`,
    );
  });

  it('is for nagar_nigam officials, within their wards', async () => {
    expect((await note({}, null)).status).toBe(401);
    expect((await note({}, DEMO_OPERATOR.email)).status).toBe(403);
    expect((await note({}, 'jalkal@nagarnigam.demo')).status).toBe(403);
    await bed.wardLimitedOfficial('ward2.notes@nagarnigam.demo', bed.city.zone1, bed.city.ward2);
    expect((await note({}, 'ward2.notes@nagarnigam.demo')).body).toMatchObject({
      status: 403,
      message: 'This ward is outside your access',
    });
    expect((await note({ propertyUniqueId: otherWard }, 'ward2.notes@nagarnigam.demo')).status).toBe(201);
  });
});

describe('GET drcrNotes', () => {
  const list = (query: string, email: string | null = 'admin@nagarnigam.demo') =>
    bed.json('get', `/api/drcrNotes${query}`, undefined, email);

  it('lists the notes newest first with the filters of the spec', async () => {
    const all = await list('');
    expect(all.body).toMatchObject({ total: 4, page: 1, limit: 10 });
    expect(all.body.data[0].propertyUniqueId).toBe(otherWard);
    expect((await list('?kind=credit')).body.total).toBe(2);
    expect((await list(`?debitCreditNo=dn-${THIS_YEAR}-000001`)).body.data).toEqual([
      expect.objectContaining({ propertyUniqueId: id, totalPaise: 10_050 }),
    ]);
    expect((await list(`?propertyUniqueId=${id}&financialYear=${yearsBefore(1)}`)).body.total).toBe(1);
    expect((await list(`?wardId=${bed.city.ward2}`)).body.total).toBe(1);
    expect((await list('?startDate=2000-01-01&endDate=2000-12-31')).body.total).toBe(0);
    expect((await list('?page=2&limit=3')).body).toMatchObject({
      page: 2,
      limit: 3,
      data: [expect.anything()],
    });
    expect((await list('', 'ward2.notes@nagarnigam.demo')).body.total).toBe(1);
  });

  it('refuses malformed filters and strangers', async () => {
    expect((await list('?kind=refund')).body).toMatchObject({
      status: 400,
      errors: { kind: 'Note type must be debit or credit' },
    });
    expect((await list('?startDate=yesterday')).body).toMatchObject({
      status: 400,
      errors: { startDate: 'Dates must be written like 2026-04-30' },
    });
    expect((await list('', null)).status).toBe(401);
    expect((await list('', DEMO_OPERATOR.email)).status).toBe(403);
  });

  it('exports the selected notes as a spreadsheet', async () => {
    const response = await bed
      .http()
      .get('/api/drcrNotes/export?kind=debit')
      .set('Authorization', await bed.as('admin@nagarnigam.demo'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    const sheet = await openExport(response.body as Buffer);
    expect(sheet.heading).toEqual([
      'Debit and credit notes',
      'Filters: Kind: debit',
      expect.stringMatching(/^Exported by: admin@nagarnigam\.demo .* IST$/),
    ]);
    expect(sheet.header[0]).toBe('Note Number');
    expect(sheet.values.map((row) => row[0])).toEqual([`DN-${THIS_YEAR}-000002`, `DN-${THIS_YEAR}-000001`]);
    expect(sheet.cell(1, 'House Tax (Rs)').value).toBe(100.5);
    expect(sheet.cell(1, 'Issued At').value).toBeInstanceOf(Date);
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });
});
