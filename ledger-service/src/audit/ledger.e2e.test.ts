import { composePropertyUniqueId, indiaDate } from '@ptax/contracts';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import type { PropertyTestBed } from '../properties/testing';
import {
  addProperty,
  backdate,
  METADATA,
  raiseDemand,
  receiveCash,
  startLedgerTestBed,
  THIS_YEAR,
  yearsBefore,
} from './testing';
import { TEST_DAY } from '../../test/platformHarness';

// A whole platform starts for this file; on a busy machine that can take longer than jest's 5 s.
jest.setTimeout(60_000);

const DAY = 86_400_000;
const JALKAL = 'jalkal@nagarnigam.demo';

let bed: PropertyTestBed;
let id: string;
const today = indiaDate(TEST_DAY);
const daysAgo = (n: number) => indiaDate(TEST_DAY - n * DAY);

beforeAll(async () => {
  bed = await startLedgerTestBed();
  id = await addProperty(bed);
  await raiseDemand(bed, id, yearsBefore(1), 10_000, 2_000); // revisions 1 (demand)
  await raiseDemand(bed, id, THIS_YEAR, 12_000); // 2
  await receiveCash(bed, id, 500_000); // 3 interest on last year, 4 the payment
  // Written over weeks: the property and its demands 60 days ago, the payment 20 days ago.
  await backdate(bed, id, [0, 1, 2], new Date(TEST_DAY - 60 * DAY).toISOString());
  await backdate(bed, id, [3, 4], new Date(TEST_DAY - 20 * DAY).toISOString());
  await bed.harness.platform.caughtUp();
});
afterAll(() => bed.stop());

const ledger = (body: object, email: string | null = null) =>
  bed.json('post', '/api/properties/ledger', body, email);

describe('POST properties/ledger', () => {
  it('shows anyone the ledger of today: years, lines with a running balance, payments, totals', async () => {
    const response = await ledger({ propertyUniqueId: id });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({
      propertyUniqueId: id,
      ownerName: 'Ramesh Kumar',
      asOf: today,
      wardName: 'Hazratganj',
    });
    expect(JSON.stringify(data)).not.toMatch(
      /9876543210|ramesh\.kumar@example\.in|mobileNumber|emailId|@nagarnigam\.demo/,
    );
    expect(data.years.map((y: { financialYear: string; kind: string }) => [y.financialYear, y.kind])).toEqual(
      [
        [yearsBefore(1), 'arrears'],
        [THIS_YEAR, 'current'],
      ],
    );
    expect(data.entries.map((e: { type: string }) => e.type)).toEqual([
      'DemandRaised',
      'DemandRaised',
      'InterestCharged',
      'PaymentReceived',
    ]);
    const payment = data.entries[3];
    expect(payment).toMatchObject({
      creditPaise: 500_000,
      who: null,
      receiptNumber: expect.stringMatching(/^R-/),
    });
    expect(payment.balancePaise).toBe(data.entries[2].balancePaise - 500_000);
    expect(data.payments).toEqual([
      expect.objectContaining({ amountPaise: 500_000, status: 'received', mode: 'cash' }),
    ]);
    const { arrearsPaise, interestPaise, currentPaise, advancePaise, totalDuePaise } = data.totals;
    expect(totalDuePaise).toBe(arrearsPaise + interestPaise + currentPaise - advancePaise);
    // The payment (paid today) charged the interest accrued up to today: none is left to accrue.
    expect(data.years[0].total).toMatchObject({
      interestAccruedPaise: 0,
      interestChargedPaise: data.entries[2].debitPaise,
    });
  });

  it('shows the ledger as it stood on an earlier day: only what had been recorded by its end', async () => {
    const monthAgo = (await ledger({ propertyUniqueId: id, asOf: daysAgo(30) })).body.data;
    expect(monthAgo.asOf).toBe(daysAgo(30));
    expect(monthAgo.entries.map((e: { type: string }) => e.type)).toEqual(['DemandRaised', 'DemandRaised']);
    expect(monthAgo.payments).toEqual([]);
    expect(monthAgo.totals.arrearsPaise).toBe(1_200_000);
    const now = (await ledger({ propertyUniqueId: id })).body.data;
    expect(now.totals.arrearsPaise).toBeLessThan(monthAgo.totals.arrearsPaise);
    // Before the property was registered there was no such property.
    expect((await ledger({ propertyUniqueId: id, asOf: daysAgo(61) })).body).toEqual({
      status: 404,
      message: 'Property not found',
    });
  });

  it('counts an event from when it took effect: a demand taken over with an earlier effective date', async () => {
    const other = await addProperty(bed, { houseNumber: 'E-1' });
    await backdate(bed, other, [0], new Date(TEST_DAY - 60 * DAY).toISOString());
    const effectiveAt = new Date(TEST_DAY - 45 * DAY).toISOString();
    await raiseDemand(bed, other, yearsBefore(1), 7_000, 0, { ...METADATA, effectiveAt });
    const monthAgo = (await ledger({ propertyUniqueId: other, asOf: daysAgo(30) })).body.data;
    expect(monthAgo.entries.map((e: { type: string }) => e.type)).toEqual(['DemandRaised']);
    expect(monthAgo.totals.arrearsPaise).toBe(700_000);
    const before = (await ledger({ propertyUniqueId: other, asOf: daysAgo(50) })).body.data;
    expect(before.entries).toEqual([]);
  });

  it('accrues interest to the day shown: a month later by the clock, more interest on the same events', async () => {
    const before = (await ledger({ propertyUniqueId: id })).body.data;
    bed.harness.freezeClockAt(TEST_DAY + 31 * DAY);
    try {
      const later = (await ledger({ propertyUniqueId: id })).body.data;
      expect(later.asOf).toBe(indiaDate(TEST_DAY + 31 * DAY));
      expect(later.entries).toEqual(before.entries);
      expect(later.totals.interestPaise).toBeGreaterThan(before.totals.interestPaise);
      const lastMonth = (await ledger({ propertyUniqueId: id, asOf: today })).body.data;
      expect(lastMonth.totals).toEqual(before.totals);
    } finally {
      bed.harness.freezeClockAt(null);
    }
  });

  it('refuses a bad day, a day to come, a malformed id, and answers 404 for an unknown property', async () => {
    expect((await ledger({ propertyUniqueId: id, asOf: '2026-02-30' })).body).toMatchObject({
      status: 400,
      message: 'asOf must be a date like 2026-04-30',
    });
    expect((await ledger({ propertyUniqueId: id, asOf: indiaDate(TEST_DAY + 2 * DAY) })).body).toMatchObject({
      status: 400,
      message: 'asOf can not be a future date',
      errors: { asOf: 'asOf can not be a future date' },
    });
    expect((await ledger({ propertyUniqueId: 'short' })).status).toBe(400);
    const unknown = composePropertyUniqueId({ zoneNo: 9, wardNo: 9, mohallaCode: 9, serial: 99_999 });
    expect((await ledger({ propertyUniqueId: unknown })).body).toEqual({
      status: 404,
      message: 'Property not found',
    });
  });
});

describe('the auditor', () => {
  const get = (path: string, email: string | null = 'admin@nagarnigam.demo') =>
    bed.json('get', `/api/audit/properties/${id}/${path}`, undefined, email);

  it('reads every event of the stream with who, why and when it counts from', async () => {
    const response = await get('history');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(5);
    expect(response.body.data[0]).toMatchObject({
      revision: 0,
      type: 'PropertyRegistered',
      who: 'admin@nagarnigam.demo',
      loginType: 'nagar_nigam',
      why: 'AddProperty',
    });
    expect(response.body.data[4]).toMatchObject({
      type: 'PaymentReceived',
      command: 'TestSetup',
      effectiveDate: today,
      data: expect.objectContaining({ amountPaise: 500_000 }),
    });
  });

  it('sees the ledger of any day as the public call shows it, and who recorded each line', async () => {
    const audit = await get(`ledger?asOf=${daysAgo(30)}`);
    const open = await ledger({ propertyUniqueId: id, asOf: daysAgo(30) });
    expect(audit.status).toBe(200);
    const anonymous = (entry: object) => ({ ...entry, who: null });
    expect({ ...audit.body.data, entries: audit.body.data.entries.map(anonymous) }).toEqual(open.body.data);
    expect(audit.body.data.entries[0].who).toBe('admin@nagarnigam.demo');
  });

  it('replays the stream: the read model matches, the hash chain holds', async () => {
    const response = await get('replay');
    expect(response.body.data).toMatchObject({
      propertyUniqueId: id,
      events: 5,
      revision: 4,
      readModelRevision: 4,
      matches: true,
      differences: [],
      chain: { ok: true, events: 5 },
    });
  });

  it('reports a read-model row edited by hand', async () => {
    await bed.harness.platform.pool.query(
      `UPDATE ledger_accounts SET state = jsonb_set(state, '{advancePaise}', '777') WHERE property_unique_id = $1`,
      [id],
    );
    const report = (await get('replay')).body.data;
    expect(report.matches).toBe(false);
    expect(report.differences).toEqual([{ path: 'state.advancePaise', replayed: 0, readModel: 777 }]);
  });

  it('is for nagar_nigam officials only, within their wards', async () => {
    expect((await get('history', null)).status).toBe(401);
    expect((await get('replay', DEMO_OPERATOR.email)).status).toBe(403);
    expect((await get(`ledger`, JALKAL)).status).toBe(403);
    await bed.wardLimitedOfficial('ward2.auditor@nagarnigam.demo', bed.city.zone1, bed.city.ward2);
    expect((await get('history', 'ward2.auditor@nagarnigam.demo')).body).toMatchObject({
      status: 403,
      message: 'This ward is outside your access',
    });
  });
});
