import { propertyStream } from '@ptax/contracts';
import {
  addProperty,
  raiseDemand,
  receiveCash,
  startLedgerTestBed,
  THIS_YEAR,
  yearsBefore,
} from '../audit/testing';
import { TEST_DAY } from '../../test/platformHarness';
import { TINY_PNG, type PropertyTestBed } from '../properties/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';

// A whole platform starts for this file; on a busy machine that can take longer than jest's 5 s.
jest.setTimeout(60_000);

let bed: PropertyTestBed;
let id: string;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  bed = await startLedgerTestBed();
  id = await addProperty(bed);
  await raiseDemand(bed, id, yearsBefore(2), 8_000, 1_000);
  await raiseDemand(bed, id, yearsBefore(1), 10_000, 2_000);
  await receiveCash(bed, id, 300_000);
});
afterAll(() => bed.stop());

const FORM = {
  finYear: yearsBefore(1),
  revisedArrearsHouseTax: '4500.50',
  revisedArrearsWaterTax: '0',
  revisedArrearsSewerageTax: '120',
  receiptNumber: 'AC-2026-17',
  remarks: 'Corrected after the survey',
};
const correct = (
  fields: Record<string, string> = {},
  files: Record<string, [Buffer, string]> = {},
  email: string | null = 'admin@nagarnigam.demo',
) => bed.multipart('post', `/api/properties/correctArrear/${id}`, { ...FORM, ...fields }, files, email);
const events = () => bed.harness.platform.store.readStream(propertyStream(id));

describe('POST properties/correctArrear/{id}', () => {
  it("sets an earlier year's unpaid tax to the revised amounts after charging its interest, and answers the year", async () => {
    // Ten days after the last payment: interest has accrued on the year since it was last charged.
    // (Signed in then: a token from today would have expired by that clock.)
    bed.harness.freezeClockAt(TEST_DAY + 10 * 86_400_000);
    const response = await correct({}, { document: [PDF, 'order.pdf'] }, 'ctao@nagarnigam.demo').finally(() =>
      bed.harness.freezeClockAt(null),
    );
    expect(response.status).toBe(200);
    const { year, documentId } = response.body.data;
    expect(response.body.data).toMatchObject({
      propertyUniqueId: id,
      finYear: yearsBefore(1),
      receiptNumber: 'AC-2026-17',
    });
    expect(documentId).toEqual(expect.any(String));
    expect(year).toMatchObject({ financialYear: yearsBefore(1), kind: 'arrears' });
    // Unpaid principal per head is now exactly the revised amount; the interest charged stays owed.
    const unpaid = (head: 'house' | 'water' | 'sewer') =>
      year.heads[head].balancePaise - (year.heads[head].interestPaise - year.heads[head].interestPaidPaise);
    expect([unpaid('house'), unpaid('water'), unpaid('sewer')]).toEqual([450_050, 0, 12_000]);
    const tail = (await events()).slice(-2);
    expect(tail.map((e) => e.type)).toEqual(['InterestCharged', 'ArrearsCorrected']);
    expect(tail[1].data).toMatchObject({
      housePaise: 450_050,
      waterPaise: 0,
      sewerPaise: 12_000,
      receiptNumber: 'AC-2026-17',
    });
    expect(tail[1].metadata).toMatchObject({
      command: 'CorrectArrears',
      remarks: 'Corrected after the survey',
      documentId,
      userId: 'ctao@nagarnigam.demo',
    });
    const stored: Buffer[] = [];
    for await (const chunk of bed.harness.platform.ctx.files.open(documentId)!) stored.push(chunk as Buffer);
    expect(Buffer.concat(stored)).toEqual(PDF);
  });

  it('takes an image as the document and works without one', async () => {
    expect((await correct({ finYear: yearsBefore(2) }, { document: [TINY_PNG, 'order.png'] })).status).toBe(
      200,
    );
    expect((await correct({ finYear: yearsBefore(2), remarks: '' })).body.data.documentId).toBeNull();
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const before = (await events()).length;
    const refused = [
      [{ revisedArrearsHouseTax: '-1' }, 'revisedArrearsHouseTax', 'Tax can not be negative'],
      [{ revisedArrearsSewerageTax: '' }, 'revisedArrearsSewerageTax', 'Sewerage tax is required'],
      [{ receiptNumber: '' }, 'receiptNumber', 'Receipt number is required'],
      [{ finYear: '' }, 'finYear', 'Financial year is required'],
      [{ finYear: THIS_YEAR }, 'finYear', 'Arrears can be corrected only for an earlier financial year'],
    ] as const;
    for (const [fields, field, message] of refused) {
      const response = await correct(fields);
      expect([response.status, response.body.message, response.body.errors?.[field]]).toEqual([
        400,
        message,
        message,
      ]);
    }
    const fake = await correct({}, { document: [Buffer.from('just text'), 'order.pdf'] });
    expect(fake.body).toMatchObject({
      status: 400,
      errors: { document: 'Not a valid document, upload a PDF or an image' },
    });
    const stray = await correct({}, { ownerId: [PDF, 'id.pdf'] });
    expect(stray.body).toMatchObject({
      status: 400,
      errors: { ownerId: 'Only a supporting document can be attached' },
    });
    expect(await events()).toHaveLength(before);
  });

  it('is for nagar_nigam officials, within their wards', async () => {
    expect((await correct({}, {}, null)).status).toBe(401);
    expect((await correct({}, {}, DEMO_OPERATOR.email)).status).toBe(403);
    await bed.wardLimitedOfficial('ward2.arrears@nagarnigam.demo', bed.city.zone1, bed.city.ward2);
    expect((await correct({}, {}, 'ward2.arrears@nagarnigam.demo')).body).toMatchObject({
      status: 403,
      message: 'This ward is outside your access',
    });
  });
});
