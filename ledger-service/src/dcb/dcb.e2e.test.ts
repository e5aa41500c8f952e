import { ADMIN } from '../properties/testing';
import { PaymentsTestBed } from '../payments/testing';

// GET taxDemands/dcb over money taken through the service on 15 September 2026: a property in ward 1
// (zone 1) owing last year's and this year's tax, paying part in cash, and one in ward 3 (zone 2).
let t: PaymentsTestBed;
let owing: string;
let elsewhere: string;
let riAuth: string;

beforeAll(async () => {
  t = await PaymentsTestBed.start();
  owing = await t.propertyOwing(10_000);
  await t.raiseDemand(owing, '2025-26', 2_000, 500);
  elsewhere = await t.propertyElsewhere();
  await t.raiseDemand(elsewhere, '2026-27', 5_000, 1_000, 300);
  await t.cash(owing, 3_000);
  await t.cash(elsewhere, 1_000);
  riAuth = await t.bed.wardLimitedOfficial('ri.dcb@nagarnigam.demo', t.city.zone1, t.city.ward1);
});
afterAll(() => t.stop());

const get = (query: string) => t.json('get', `/api/taxDemands/dcb?${query}`);
type Row = Record<string, number | string>;
const sum = (rows: Row[], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);
/** The figures of a row, without its name and place. */
const figures = ({ arrearDemandPaise, currentDemandPaise, interestPaise, balancePaise, byHead }: Row) => ({
  arrearDemandPaise,
  currentDemandPaise,
  interestPaise,
  balancePaise,
  byHead,
});
const collected = (row: Row) =>
  Number(row.collectionArrearsPaise) +
  Number(row.collectionCurrentPaise) +
  Number(row.collectionInterestPaise);

describe('GET taxDemands/dcb', () => {
  it('answers every zone by name with the city totals, whose balance is what the ledgers owe', async () => {
    const { status, body } = await get('level=zone');
    expect(status).toBe(200);
    expect(body).toMatchObject({ financialYear: '2026-27', asOf: '2026-09-15', level: 'zone', path: [] });
    expect(body.data.map((row: Row) => row.id)).toEqual([t.city.zone1, t.city.zone2]);
    for (const key of Object.keys(body.totals).filter((k) => k.endsWith('Paise')))
      expect([key, sum(body.data, key)]).toEqual([key, body.totals[key]]);
    expect(body.totals.balancePaise).toBe((await t.owed(owing)) + (await t.owed(elsewhere)));
    expect(collected(body.totals)).toBe(400_000);
    expect(body.totals.arrearDemandPaise).toBe(250_000);
    expect(body.totals.byHead.water.currentDemandPaise).toBe(100_000);
  });

  it('drills to a ward, a mohalla and a property, the figures agreeing at each level', async () => {
    const zone = (await get(`level=ward&zoneId=${t.city.zone1}`)).body;
    expect(zone.data.map((row: Row) => row.name)).toEqual(['Hazratganj', 'Aminabad']);
    expect(zone.path).toEqual([{ level: 'zone', id: t.city.zone1, name: expect.any(String) }]);
    const ward = (await get(`level=mohalla&zoneId=${t.city.zone1}&wardId=${t.city.ward1}`)).body;
    expect(ward.data.map((row: Row) => row.name)).toEqual(['Narhi']);
    expect(figures(ward.totals)).toEqual(figures(zone.data[0]));
    const mohalla = (await get(`level=property&mohallaId=${t.city.mohalla1}`)).body;
    expect(mohalla).toMatchObject({ total: 1, page: 1 });
    const [property] = mohalla.data;
    expect(property).toMatchObject({ id: owing, name: expect.any(String) });
    expect(figures(property)).toEqual(figures(ward.data[0]));
    expect(property.balancePaise).toBe(await t.owed(owing));
    expect(collected(property)).toBe(300_000);
  });

  it('shows one head when asked', async () => {
    const { body } = await get('level=city&head=water');
    expect(body.data[0].currentDemandPaise).toBe(body.data[0].byHead.water.currentDemandPaise);
    expect(body.totals.balancePaise).toBe(body.totals.byHead.water.balancePaise);
  });

  it('counts nothing recorded after the day asked for', async () => {
    // The events were recorded by the database's clock, after the test's frozen 15 September.
    const { status, body } = await get('level=city&asOf=2026-09-14');
    expect(status).toBe(200);
    expect(body.totals).toMatchObject({ balancePaise: 0, currentDemandPaise: 0, collectionCurrentPaise: 0 });
  });

  it.each([
    ['asOf=2026-02-30', 'asOf must be a date like 2026-04-30'],
    ['asOf=2026-09-16', 'asOf can not be a future date'],
    ['financialYear=2027-28', 'asOf can not be before the financial year begins (1 April)'],
    ['level=street', 'level must be one of city, zone, ward, mohalla, property'],
    ['head=fire', 'head must be one of house, water, sewer'],
    ['format=csv', 'format must be one of xlsx, pdf'],
  ])('refuses %s with a 400 saying why', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, message });
  });

  it('exports the level as XLSX and PDF', async () => {
    const sheet = await t.bed.sheet(`/api/taxDemands/dcb?level=zone&format=xlsx`);
    expect(sheet.status).toBe(200);
    const text = JSON.stringify(sheet.rows);
    expect(text).toContain('Arrear demand');
    expect(text).toContain('Total');
    const pdf = await t.bed
      .http()
      .get('/api/taxDemands/dcb?level=property&mohallaId=' + t.city.mohalla1 + '&format=pdf&lang=hi')
      .set('Authorization', await t.bed.as(ADMIN));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it("keeps an official limited to a ward to that ward's figures", async () => {
    const asRi = (query: string) =>
      t.bed.http().get(`/api/taxDemands/dcb?${query}`).set('Authorization', riAuth);
    const zones = await asRi('level=zone');
    expect(zones.status).toBe(200);
    expect(zones.body.data.map((row: Row) => row.id)).toEqual([t.city.zone1]);
    expect(zones.body.totals.balancePaise).toBe(await t.owed(owing));
    expect((await asRi(`level=property&mohallaId=${t.city.mohalla3}`)).status).toBe(403);
  });
});
