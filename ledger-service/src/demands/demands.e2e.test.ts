import ExcelJS from 'exceljs';
import { composePropertyUniqueId, propertyStream } from '@ptax/contracts';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { DemandBed, rupees } from './testing';

jest.setTimeout(60_000);

const FY = '2026-27';
const house = { housePaise: rupees(1_500), waterPaise: rupees(1_250), sewerPaise: 0 };
let bed: DemandBed;
let a1: string, a2: string, b1: string, c1: string, n1: string;

const demandsOf = async (id: string) =>
  (await bed.store.readStream(propertyStream(id))).filter((e) => e.type === 'DemandRaised');

beforeAll(async () => {
  bed = await DemandBed.start();
  [a1, a2, n1, b1, c1] = [
    await bed.property('m1'),
    await bed.property('m1'),
    await bed.property('m1'),
    await bed.property('m2'),
    await bed.property('m3'),
  ];
  for (const id of [a1, a2, b1, c1]) await bed.assess(id, FY, house);
  await bed.harness.platform.caughtUp();
});
afterAll(() => bed.stop());

describe('POST taxDemands/bulkDemandBill', () => {
  it('asks for a nagar nigam login: 401 without a token, 403 for an operator', async () => {
    expect((await bed.post('taxDemands/bulkDemandBill', {}, null)).status).toBe(401);
    expect((await bed.post('taxDemands/bulkDemandBill', {}, DEMO_OPERATOR.email)).status).toBe(403);
  });

  it('refuses a malformed year (400) and an unknown ward (404)', async () => {
    const year = await bed.post('taxDemands/bulkDemandBill', { financialYear: '2026' });
    expect([year.status, year.body.message]).toEqual([400, 'Financial year must be written like 2025-26']);
    const ward = await bed.post('taxDemands/bulkDemandBill', { wardId: 'nowhere' });
    expect(ward.body).toEqual({ status: 404, message: 'Ward not found' });
  });

  it('refuses a year after the current financial year (400) and raises nothing', async () => {
    const message = 'Demand can not be raised for a year after the current financial year (2026-27)';
    for (const call of ['taxDemands/bulkDemandBill', 'taxDemands/replace']) {
      const future = await bed.post(call, { financialYear: '2027-28', wardId: 'w1', propertyUniqueId: a1 });
      expect(future.body).toEqual({ status: 400, message, errors: { financialYear: message } });
    }
    expect(await demandsOf(a1)).toEqual([]);
  });

  it("raises each assessed property's demand of a ward once; a second run raises none", async () => {
    const first = await bed.post('taxDemands/bulkDemandBill', { financialYear: FY, wardId: 'w1' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      financialYear: FY,
      raised: 2,
      replaced: 0,
      unchanged: 0,
      notAssessed: 1,
      notAssessedPropertyIds: [n1],
      failed: [],
      readModelsCaughtUp: true,
    });
    const [demand] = await demandsOf(a1);
    expect(demand.data).toMatchObject({
      financialYear: FY,
      housePaise: rupees(1_500),
      waterPaise: rupees(1_250),
      sewerPaise: 0,
      ruleSetId: `${FY}/v1`,
      concessions: [],
    });
    expect(await demandsOf(b1)).toEqual([]);
    const second = await bed.post('taxDemands/bulkDemandBill', { financialYear: FY, wardId: 'w1' });
    expect(second.body.data).toMatchObject({ raised: 0, replaced: 0, unchanged: 2, notAssessed: 1 });
    expect((await demandsOf(a1)).length + (await demandsOf(a2)).length).toBe(2);
  });

  it('raises nothing twice when two runs for the same ward go at once', async () => {
    const runs = await Promise.all(
      [1, 2].map(() => bed.post('taxDemands/bulkDemandBill', { financialYear: FY, wardId: 'w2' })),
    );
    expect(runs.map((run) => run.status)).toEqual([200, 200]);
    expect(runs.reduce((sum, run) => sum + run.body.data.raised, 0)).toBe(1);
    expect(await demandsOf(b1)).toHaveLength(1);
  });

  it('replaces a demand raised from an older assessment', async () => {
    await bed.assess(a1, FY, { ...house, housePaise: rupees(1_800), fingerprint: 'bigger-house' });
    const run = await bed.post('taxDemands/bulkDemandBill', { financialYear: FY, wardId: 'w1' });
    expect(run.body.data).toMatchObject({ raised: 0, replaced: 1, unchanged: 1 });
    expect((await demandsOf(a1)).map((e) => (e.data as { housePaise: number }).housePaise)).toEqual([
      rupees(1_500),
      rupees(1_800),
    ]);
  });

  it('keeps an official to their zones and wards', async () => {
    const limited = 'zone2.ri@nagarnigam.demo';
    await bed.wardOfficial(limited, 'z2', 'w3');
    const everywhere = await bed.post('taxDemands/bulkDemandBill', { financialYear: FY }, limited);
    expect(everywhere.body.data).toMatchObject({ raised: 1, unchanged: 0, notAssessed: 0 });
    expect(await demandsOf(c1)).toHaveLength(1);
    const elsewhere = await bed.post(
      'taxDemands/bulkDemandBill',
      { financialYear: FY, wardId: 'w1' },
      limited,
    );
    expect(elsewhere.body).toEqual({ status: 403, message: 'This zone is outside your access' });
  });
});

describe('POST taxDemands/bulkDemandBillByExcel', () => {
  const sheet = async (ids: string[]) => {
    const workbook = new ExcelJS.Workbook();
    const rows = workbook.addWorksheet('Sheet1');
    rows.addRow(['S.No', 'propertyUniqueId']);
    ids.forEach((id, i) => rows.addRow([i + 1, id]));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = async (file: Buffer, name = 'ids.xlsx') =>
    bed
      .http()
      .post('/api/taxDemands/bulkDemandBillByExcel')
      .set('Authorization', await bed.as('admin@nagarnigam.demo'))
      .field('financialYear', FY)
      .attach('file', file, name);

  it('raises the listed properties and names the ones it cannot', async () => {
    const d1 = await bed.property('m2');
    await bed.assess(d1, FY, house);
    await bed.harness.platform.caughtUp();
    const unknown = composePropertyUniqueId({ zoneNo: 9, wardNo: 9, mohallaCode: 9, serial: 9 });
    const response = await upload(await sheet([d1, b1, n1, 'XYZ', unknown, d1]));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      raised: 1,
      unchanged: 1,
      notAssessed: 1,
      notAssessedPropertyIds: [n1],
    });
    expect(response.body.data.failed).toEqual([
      { propertyUniqueId: 'XYZ', message: expect.any(String) },
      { propertyUniqueId: unknown, message: 'Property not found' },
    ]);
    expect(await demandsOf(d1)).toHaveLength(1);
  });

  it('refuses a file that is not an .xlsx, and a call without a file', async () => {
    expect((await upload(Buffer.from('propertyUniqueId\n1'), 'ids.csv')).body).toMatchObject({
      status: 400,
      message: 'Not a valid Excel file, upload an .xlsx',
    });
    const none = await bed
      .http()
      .post('/api/taxDemands/bulkDemandBillByExcel')
      .set('Authorization', await bed.as('admin@nagarnigam.demo'))
      .send({});
    expect(none.status).toBe(400);
  });
});

describe('POST taxDemands/replace', () => {
  it("re-raises the current year's demand from the latest assessment; 409 without an assessment", async () => {
    const e1 = await bed.property('m3');
    await bed.assess(e1, FY, house);
    await bed.harness.platform.caughtUp();
    const first = await bed.post(`taxDemands/replace?propertyUniqueId=${e1}`, {});
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ propertyUniqueId: e1, financialYear: FY, replaced: true });
    const [raised] = await demandsOf(e1);
    expect(first.body.data.demandId).toBe((raised.data as { demandId: string }).demandId);
    expect((await bed.post(`taxDemands/replace?propertyUniqueId=${e1}`, {})).body.data.replaced).toBe(false);
    const missing = await bed.post(`taxDemands/replace?propertyUniqueId=${n1}`, {});
    expect(missing.body).toEqual({ status: 409, message: `This property has no assessment for ${FY}` });
  });
});
