import { composePropertyUniqueId } from '@ptax/contracts';
import { JUNE_15, startBillScenario } from './billScenario';
import type { DemandBed } from './testing';
import { printedTexts } from '../documents/testing';

jest.setTimeout(60_000);

// The figures are those of the worked example in billScenario.ts.
let bed: DemandBed;
let p: string, engine: string;

const bill = async (id: string, asOf?: string) =>
  bed.get(`taxDemands/demandBillDetails?propertyId=${id}${asOf ? `&asOf=${asOf}` : ''}`);

beforeAll(async () => {
  ({ bed, p, engine } = await startBillScenario());
});
afterAll(() => bed.stop());

describe('GET taxDemands/demandBillDetails', () => {
  it("shows last year's unpaid demand with its interest to the day, and this year's with the rebate", async () => {
    const response = await bill(p);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect([data.asOf, data.currentYear]).toEqual(['2026-06-15', '2026-27']);
    const [last, current] = data.years;
    expect([last.financialYear, last.kind, current.financialYear, current.kind]).toEqual([
      '2025-26',
      'arrears',
      '2026-27',
      'current',
    ]);
    expect(last.heads.house).toEqual({
      demandPaise: 120_000,
      adjustmentPaise: 0,
      rebatePaise: 0,
      paidPaise: 0,
      interestChargedPaise: 0,
      interestPaidPaise: 0,
      interestAccruedPaise: 3_000,
      interestPaise: 3_000,
      principalPaise: 120_000,
      balancePaise: 123_000,
    });
    expect([last.heads.water.interestPaise, last.heads.sewer.balancePaise, last.total.balancePaise]).toEqual([
      2_500, 0, 225_500,
    ]);
    expect(current.total).toMatchObject({ demandPaise: 275_000, interestPaise: 0, balancePaise: 275_000 });
    expect(data.totals).toEqual({
      currentPaise: 275_000,
      arrearsPaise: 220_000,
      interestPaise: 5_500,
      advancePaise: 0,
      feesPaise: 0,
      totalPaise: 500_500,
      rebatePaise: 27_500,
      rebateOnlinePaise: 30_300,
      netPayablePaise: 473_000,
      netPayableOnlinePaise: 470_200,
    });
    expect(data.rebate.offline).toMatchObject({
      percentage: 10,
      amountPaise: 27_500,
      heads: { house: 15_000, water: 12_500, sewer: 0 },
    });
    expect(data.offer).toMatchObject({
      until: '2026-07-31',
      percentage: 10,
      description: 'Paid by 31 July 2026',
    });
    expect(JSON.stringify(data)).not.toMatch(/mobile|email/i);
  });

  it('offers the 10% rebate up to 31 July, 5% after it until 31 December, nothing later', async () => {
    const july31 = (await bill(p, '2026-07-31')).body.data;
    // 122 days: house ₹48.13 -> ₹48, water ₹40.11 -> ₹40.
    expect([july31.totals.rebatePaise, july31.totals.interestPaise]).toEqual([27_500, 8_800]);
    const august1 = (await bill(p, '2026-08-01')).body.data;
    expect([august1.totals.rebatePaise, august1.offer.percentage]).toEqual([13_800, 5]);
    bed.harness.freezeClockAt(Date.parse('2027-01-05T09:00:00+05:30'));
    try {
      const january = (await bill(p)).body.data;
      expect([january.asOf, january.totals.rebatePaise, january.rebate.offline, january.offer]).toEqual([
        '2027-01-05',
        0,
        null,
        null,
      ]);
    } finally {
      bed.harness.freezeClockAt(JUNE_15);
    }
  });

  it("explains how the current year's tax was worked out when the engine assessed it", async () => {
    const data = (await bill(engine)).body.data;
    expect(data.explanation.financialYear).toBe('2026-27');
    expect(data.explanation.en.some((line: string) => line.startsWith('House tax'))).toBe(true);
    expect(data.explanation.hi).toHaveLength(data.explanation.en.length);
    expect((await bill(p)).body.data.explanation).toBeNull();
  });

  it('answers 400 for a missing or malformed ID or day, 404 for an unknown property', async () => {
    expect((await bed.get('taxDemands/demandBillDetails')).status).toBe(400);
    expect((await bill('XYZ')).status).toBe(400);
    expect((await bill(p, '2026-13-01')).body).toMatchObject({
      status: 400,
      message: 'asOf must be a date (YYYY-MM-DD)',
    });
    const unknown = composePropertyUniqueId({ zoneNo: 1, wardNo: 1, mohallaCode: 1, serial: 9_999 });
    const response = await bill(unknown);
    expect(response.body).toEqual({ status: 404, message: 'Property not found' });
  });
});

describe('GET taxDemands/billPdf', () => {
  it('prints the bill in English and Hindi, publicly', async () => {
    for (const lang of ['en', 'hi']) {
      const response = await bed.get(`taxDemands/billPdf?propertyId=${p}&lang=${lang}`).buffer(true);
      expect([response.status, response.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await bed.get('taxDemands/billPdf?propertyId=XYZ')).status).toBe(400);
  });

  it('names the Hindi download apart, titles it in Hindi, and prints the engine’s explanation in the font', async () => {
    const names: string[] = [];
    for (const lang of ['en', 'hi']) {
      const texts = await printedTexts(async () => {
        const response = await bed.get(`taxDemands/billPdf?propertyId=${engine}&lang=${lang}`).buffer(true);
        expect(response.status).toBe(200);
        names.push(String(response.headers['content-disposition']));
        return response.body as Buffer;
      });
      // The paper's title: the corporation (the test city has none named, so 'Nagar Nigam').
      expect(texts[0]).toBe(lang === 'hi' ? 'नगर निगम' : 'Nagar Nigam');
    }
    expect(names[0]).toMatch(new RegExp(`filename="bill-${engine}-\\d{4}-\\d{2}-\\d{2}\\.pdf"`));
    expect(names[1]).toMatch(new RegExp(`filename="bill-${engine}-\\d{4}-\\d{2}-\\d{2}_hi\\.pdf"`));
  });
});
