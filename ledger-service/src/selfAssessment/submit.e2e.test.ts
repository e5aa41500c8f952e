import { composePropertyUniqueId } from '@ptax/contracts';
import { IMAGES, SelfAssessmentTestBed } from './testing';

jest.setTimeout(60_000);

let t: SelfAssessmentTestBed;
beforeAll(async () => {
  t = await SelfAssessmentTestBed.start();
});
afterAll(() => t.stop());

const NOT_FOUND = 'No self-assessment was found for these details';
const rowCount = async () =>
  Number((await t.ctx.pool.query('SELECT count(*) AS n FROM self_assessments')).rows[0].n);

describe('POST selfAssessment', () => {
  it('gives an anonymous citizen a number, Form A and the self-assessed tax of the year', async () => {
    const response = await t.submit();
    expect(response.status).toBe(201);
    // Mohalla rate Rs 2, road under 12 m, built 2005 (21 years old in 2026-27): ground floor
    // 850 sq ft self-occupied 680 x 2 x 12 x 0.60 = 9,792; first floor 600 sq ft rented 480 x 2 x 12
    // = 11,520; open land 350 x 0.40 x 12 = 1,680; ARV 22,992. House tax 15% 3,449, water 12.5% 2,874.
    expect(response.body).toEqual({
      data: {
        selfAssessmentId: expect.stringMatching(/^SA-2026-27-\d{6}$/),
        form: 'A',
        status: 'submitted',
        submittedAt: '2026-09-15T05:30:00.000Z',
        arvPaise: 2_299_200,
        totalTaxPaise: 632_300,
        financialYear: '2026-27',
      },
    });
  });

  it('numbers submissions one after another within the financial year', async () => {
    const first = await t.submitted();
    const second = await t.submitted();
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
  });

  it('takes a non-residential one as Form C, assessed with its category factor', async () => {
    const response = await t.submit({
      houseCategory: 'nonresidential',
      category: '1',
      subCategory: '102',
      floors: JSON.stringify([
        {
          floorNumber: 0,
          rentType: 'rented',
          rentUsage: 'nonresidential',
          type: 'shop',
          category: 1,
          subCategory: 102,
          areaSqft: 300,
        },
      ]),
    });
    expect(response.status).toBe(201);
    // Small shop (factor 2): 240 x 2 x 12 x 2 = 11,520; open land 900 x 0.40 x 12 = 4,320.
    expect(response.body.data).toMatchObject({ form: 'C', arvPaise: 1_584_000 });
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const [head, rows] = [await t.head(), await rowCount()];
    const response = await t.submit(
      { ownerName: undefined, mobileNumber: '12345', plotArea: '-5', houseTaxApplicable: undefined },
      { buildingImageRight: IMAGES.buildingImageRight, buildingImageLeft: IMAGES.buildingImageLeft },
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: 400,
      errors: {
        ownerName: 'Owner name is required',
        mobileNumber: 'Mobile number is not valid',
        plotArea: 'Plot area must be more than 0',
        houseTaxApplicable: 'Select whether house tax is applicable',
        buildingImageFront: 'Front view image is required',
      },
    });
    expect([await t.head(), await rowCount()]).toEqual([head, rows]);
  });

  it("refuses a front view that is not an image, whatever its name says: 'Not a valid image type'", async () => {
    const head = await t.head();
    const response = await t.submit(
      {},
      { ...IMAGES, buildingImageFront: [Buffer.from('just some text'), 'front.png'] },
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Not a valid image type',
      errors: { buildingImageFront: 'Not a valid image type' },
    });
    expect(await t.head()).toBe(head);
  });

  it('does not take a file name in a text field for a building image', async () => {
    const { buildingImageFront: _front, ...others } = IMAGES;
    const fields = t.bed.form({ buildingImageFront: 'property-images/front.png' });
    const response = await t.bed.multipart('post', '/api/selfAssessment', fields, others, null);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ buildingImageFront: 'Front view image is required' });
  });

  it('needs a property ID it names to be on the register', async () => {
    const head = await t.head();
    const unknown = composePropertyUniqueId({ zoneNo: 9, wardNo: 9, mohallaCode: 9, serial: 99_999 });
    const response = await t.submit({ propertyUniqueId: unknown });
    expect([response.status, response.body.message]).toEqual([404, 'Property not found']);
    expect(await t.head()).toBe(head);
  });

  it('refuses a ward outside the zone it names', async () => {
    const response = await t.submit({ wardId: t.city.ward3 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ wardId: 'This ward is not in the selected zone' });
  });
});

describe('GET selfAssessment (the citizen status lookup)', () => {
  let number: string;
  beforeAll(async () => {
    number = await t.submitted({ ownerName: 'Kamla Devi', mobileNumber: '09839000001' });
  });

  it('answers the status for the number and the mobile number given on the form, in any writing', async () => {
    for (const mobile of ['9839000001', '+919839000001']) {
      const response = await t.status(number.toLowerCase(), mobile);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        selfAssessmentId: number,
        form: 'A',
        status: 'submitted',
        ownerName: 'Kamla Devi',
        mohallaName: 'Narhi',
        wardName: 'Hazratganj',
        propertyUniqueId: null,
        submittedAt: '2026-09-15T05:30:00.000Z',
        decidedAt: null,
        rejectionReason: null,
        financialYear: '2026-27',
        arvPaise: 2_299_200,
        totalTaxPaise: 632_300,
      });
    }
  });

  it('says the same whichever part is wrong, and never shows contact details or documents', async () => {
    const wrongMobile = await t.status(number, '9839000002');
    const wrongNumber = await t.status('SA-2026-27-999999', '9839000001');
    for (const response of [wrongMobile, wrongNumber])
      expect([response.status, response.body.message]).toEqual([404, NOT_FOUND]);
    const found = await t.status(number, '9839000001');
    expect(JSON.stringify(found.body)).not.toMatch(/9839000001|example\.in|\/api\/files|mobile|email/i);
  });

  it('asks for both fields', async () => {
    const response = await t.bed.http().get(`/api/selfAssessment?selfAssessmentId=${number}`);
    expect([response.status, response.body.errors]).toEqual([
      400,
      { mobileNumber: 'Mobile number is required' },
    ]);
  });

  it('keeps the submitted reply free of the mobile number and email address too', async () => {
    const response = await t.submit({ mobileNumber: '9839000055', emailId: 'someone@example.in' });
    expect(response.status).toBe(201);
    expect(JSON.stringify(response.body)).not.toMatch(/9839000055|someone@example\.in/);
  });
});
