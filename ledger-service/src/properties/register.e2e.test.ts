import { hasValidCheckCharacter, propertyStream } from '@ptax/contracts';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { ADMIN, PropertyTestBed, TINY_PNG } from './testing';

let bed: PropertyTestBed;
beforeAll(async () => {
  bed = await PropertyTestBed.start();
});
afterAll(() => bed.stop());

const events = async (id: string) => bed.harness.platform.store.readStream(propertyStream(id));

describe('POST properties/add', () => {
  let first: Record<string, unknown>;

  it('adds a property with two floors and three images as the demo admin', async () => {
    const response = await bed.multipart('post', '/api/properties/add', bed.form(), PropertyTestBed.IMAGES);
    expect(response.status).toBe(201);
    first = response.body.data;
    const id = first.propertyUniqueId as string;
    // Zone 1, ward 1, the first mohalla with a property there, serial 1, then the check character.
    expect(id).toMatch(/^0100100100000001[0-9A-Z]$/);
    expect(hasValidCheckCharacter(id)).toBe(true);
    expect(first).toMatchObject({
      id,
      ownerName: 'Ramesh Kumar',
      mobileNumber: '9876543210',
      oldArvPaise: 1_200_050,
      plotArea: 1200,
      constType: 'rcc_rbc',
      houseTaxApplicable: true,
      sewerageConnectionAvailable: false,
      status: 'active',
      matchingStatus: 'unmatched',
      wardName: 'Hazratganj',
      mohallaName: 'Narhi',
    });
    expect(Object.keys(first.images as object).sort()).toEqual([
      'buildingImageFrontId',
      'buildingImageLeftId',
      'buildingImageRightId',
    ]);
    const [registered] = await events(id);
    expect(registered.type).toBe('PropertyRegistered');
    expect(registered.metadata).toMatchObject({
      userId: ADMIN,
      loginType: 'nagar_nigam',
      command: 'AddProperty',
    });

    const details = await bed.json('get', `/api/properties/viewDetails?propertyUniqueId=${id}`);
    expect(details.status).toBe(200);
    expect(details.body.data.floors).toEqual([
      expect.objectContaining({ floorNumber: 0, rentType: 'self', rentUsage: 'residential', areaSqft: 850 }),
      expect.objectContaining({ floorNumber: 1, rentType: 'rented', areaSqft: 600 }),
    ]);
    expect(details.body.data.history).toMatchObject({ registeredBy: ADMIN, events: 1, edits: 0 });
    // Signed links open the stored images without the bearer header (an <img> cannot send one).
    const front = await bed.http().get(details.body.data.buildingImageFrontUrl).buffer(true);
    expect([front.status, front.headers['content-type']]).toEqual([200, expect.stringMatching(/^image\//)]);
    expect(details.body.data.buildingImageLeftUrl).toMatch(/^\/api\/files\/.+signature=/);
  });

  it('gives the next property of the mohalla the next serial, never the same id', async () => {
    const second = await bed.add(bed.form({ ownerName: 'Sunita Devi', houseNumber: '13' }));
    expect(second.status).toBe(201);
    expect(second.body.data.propertyUniqueId).toMatch(/^0100100100000002[0-9A-Z]$/);
    const elsewhere = await bed.add(
      bed.form({ wardId: bed.city.ward2, mohallaId: bed.city.mohalla2, ownerName: 'Anil Verma' }),
    );
    expect(elsewhere.body.data.propertyUniqueId).toMatch(/^0100200100000001[0-9A-Z]$/);
  });

  it('gives concurrent adds in one mohalla different serials', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        bed.add(
          bed.form({
            wardId: bed.city.ward3,
            zoneId: bed.city.zone2,
            mohallaId: bed.city.mohalla3,
            houseNumber: `C-${n}`,
          }),
        ),
      ),
    );
    const ids = responses.map((response) => response.body.data.propertyUniqueId as string);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(ids.map((id) => id.slice(8, 16)).sort()).toEqual(['00000001', '00000002', '00000003', '00000004']);
  });

  it('requires the three building images', async () => {
    const response = await bed.add(bed.form(), {});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      buildingImageFront: 'Front view image is required',
      buildingImageRight: 'Right view image is required',
      buildingImageLeft: 'Left view image is required',
    });
  });

  it('takes a building image only as an uploaded file, never as a name in a text field', async () => {
    const response = await bed.add(
      { ...bed.form(), buildingImageFront: 'front.png' },
      {
        buildingImageRight: PropertyTestBed.IMAGES.buildingImageRight,
        buildingImageLeft: PropertyTestBed.IMAGES.buildingImageLeft,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ buildingImageFront: 'Front view image is required' });
  });

  it('rejects a text file renamed .png by its content', async () => {
    const response = await bed.add(bed.form(), {
      ...PropertyTestBed.IMAGES,
      buildingImageFront: [Buffer.from('not a picture, just notes\n'), 'front.png'],
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Not a valid image type',
      errors: { buildingImageFront: 'Not a valid image type' },
    });
  });

  it('rejects an SVG that carries a script', async () => {
    const response = await bed.add(bed.form(), {
      ...PropertyTestBed.IMAGES,
      buildingImageLeft: [Buffer.from('<svg><script>alert(1)</script></svg>'), 'left.svg'],
    });
    expect(response.body.errors).toEqual({ buildingImageLeft: 'Not a valid image type' });
  });

  it.each([
    [
      'a nonresidential property without category',
      { houseCategory: 'nonresidential', subCategory: '2' },
      { category: 'Property Category is required' },
    ],
    [
      'a disability above 100%',
      { isDisabled: 'true', disabilityPercentage: '101' },
      {
        disabilityPercentage: 'Max disability percentage can be 100%',
        disabilityDocumentProof: 'Disability document proof is required',
      },
    ],
    [
      'neither father nor husband name',
      { fatherName: '', husbandName: '' },
      {
        fatherName: 'Father name is required when husband name is empty',
        husbandName: 'Husband name is required when father name is empty',
      },
    ],
    [
      'vacant land as the construction type',
      { constType: 'vacant_land' },
      {
        constType:
          'Construction type must be rcc_rbc, other_pucca or kachha (vacant land is not a construction type)',
      },
    ],
    ['an invalid mobile number', { mobileNumber: '12345' }, { mobileNumber: 'Mobile number is not valid' }],
    [
      'a floor without its area',
      {
        floors: JSON.stringify([
          { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc' },
        ]),
      },
      { 'floors.0.areaSqft': 'Area is required' },
    ],
  ])('answers %s with the spec message', async (_case, overrides, errors) => {
    const response = await bed.add(bed.form(overrides));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
  });

  it('refuses a ward of another zone and a mohalla of another ward', async () => {
    const response = await bed.add(bed.form({ wardId: bed.city.ward3, mohallaId: bed.city.mohalla2 }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      wardId: 'This ward is not in the selected zone',
      mohallaId: 'This mohalla is not in the selected ward',
    });
  });

  it('gives an operator 403', async () => {
    const response = await bed.add(bed.form(), PropertyTestBed.IMAGES, DEMO_OPERATOR.email);
    expect(response.status).toBe(403);
  });

  it('does not let a ward-limited official add outside their ward, but inside it', async () => {
    await bed.wardLimitedOfficial('ward1.ri@nagarnigam.demo', bed.city.zone1, bed.city.ward1);
    const outside = await bed.add(
      bed.form({ wardId: bed.city.ward2, mohallaId: bed.city.mohalla2 }),
      PropertyTestBed.IMAGES,
      'ward1.ri@nagarnigam.demo',
    );
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('This ward is outside your access');
    const inside = await bed.add(
      bed.form({ houseNumber: '99' }),
      PropertyTestBed.IMAGES,
      'ward1.ri@nagarnigam.demo',
    );
    expect(inside.status).toBe(201);
  });

  it('updates the owner, adds and changes premises, and replaces the building images', async () => {
    const id = first.propertyUniqueId as string;
    const owner = await bed.json('patch', '/api/properties/updateOwnerDetails', {
      propertyUniqueId: id,
      ownerName: 'Sita Devi',
      husbandName: 'Ramesh Kumar Gupta',
      mobileNumber: '9123456780',
    });
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({
      ownerName: 'Sita Devi',
      fatherName: null,
      husbandName: 'Ramesh Kumar Gupta',
    });

    const added = await bed.json('post', `/api/properties/premises/${id}`, {
      floorNumber: 2,
      rentType: 'rented',
      rentUsage: 'nonresidential',
      type: 'rcc_rbc',
      category: 4,
      subCategory: 1,
      areaSqft: 300,
    });
    expect(added.status).toBe(201);
    const floors = (await bed.json('get', `/api/properties/viewDetails?propertyUniqueId=${id}`)).body.data
      .floors;
    expect(floors).toHaveLength(3);
    const changed = await bed.json('put', `/api/properties/premises/${id}`, {
      floors: [{ ...floors[2], areaSqft: 320 }],
    });
    expect(changed.status).toBe(200);
    const unknown = await bed.json('put', `/api/properties/premises/${id}`, {
      floors: [{ ...floors[2], propertyPremiseId: 'nope' }],
    });
    expect(unknown.body.errors).toEqual({
      'floors.0.propertyPremiseId': 'Premise not found on this property',
    });

    const images = await bed.multipart(
      'patch',
      '/api/properties/updateBuildingImages',
      { propertyUniqueId: id },
      PropertyTestBed.IMAGES,
    );
    expect(images.status).toBe(200);
    const details = await bed.json('get', `/api/properties/viewDetails?propertyUniqueId=${id}`);
    expect(details.body.data.floors[2]).toMatchObject({ areaSqft: 320, category: 4 });
    expect(details.body.data.history.byKind.edit).toBe(4);
  });
});

describe('PATCH properties/edit/{id}', () => {
  let first: Record<string, unknown>;
  beforeAll(async () => {
    first = (await bed.add(bed.form({ houseNumber: 'EDIT-1' }))).body.data;
  });

  it('records what changed, and Edited Properties shows who changed what', async () => {
    const id = first.propertyUniqueId as string;
    const response = await bed.multipart(
      'patch',
      `/api/properties/edit/${id}`,
      bed.form({ roadWidth: '15', ownerName: 'Ramesh Kumar Gupta' }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      roadWidth: 15,
      ownerName: 'Ramesh Kumar Gupta',
      edited: true,
    });

    const edited = await bed.json('get', `/api/properties/edited?propertyUniqueId=${id}`);
    expect(edited.status).toBe(200);
    expect(edited.body.total).toBe(1);
    expect(edited.body.data[0]).toMatchObject({
      propertyUniqueId: id,
      type: 'PropertyEdited',
      editedBy: ADMIN,
      changes: {
        roadWidth: { before: 9, after: 15 },
        ownerName: { before: 'Ramesh Kumar', after: 'Ramesh Kumar Gupta' },
      },
    });
  });

  it('keeps the stored images when no new one is chosen and replaces the floors sent', async () => {
    const id = first.propertyUniqueId as string;
    const floors = JSON.stringify([
      { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 900 },
    ]);
    const response = await bed.multipart(
      'patch',
      `/api/properties/edit/${id}`,
      bed.form({ floors, ownerName: 'Ramesh Kumar Gupta', roadWidth: '15' }),
      {
        buildingImageFront: [TINY_PNG, 'new-front.png'],
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.images.buildingImageRightId).toBe(
      (first.images as Record<string, string>).buildingImageRightId,
    );
    expect(response.body.data.images.buildingImageFrontId).not.toBe(
      (first.images as Record<string, string>).buildingImageFrontId,
    );
    const types = (await events(id)).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['FloorsReplaced', 'BuildingImagesUpdated']);
  });

  it('refuses an id whose check character is wrong', async () => {
    const id = first.propertyUniqueId as string;
    const wrong = id.slice(0, 16) + (id[16] === 'A' ? 'B' : 'A');
    const response = await bed.multipart('patch', `/api/properties/edit/${wrong}`, bed.form());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      propertyUniqueId: 'Property ID is not valid, please check it and try again',
    });
  });
});

describe('old properties and matching', () => {
  let oldPtin: string;

  it('adds an old record with its arrears in rupees and answers them in paise', async () => {
    oldPtin = 'LKO123456';
    const response = await bed.json('post', '/api/oldProperties/add', {
      PTINNo: oldPtin,
      ownerName: 'Ram Prasad',
      oldArv: 15000,
      arrearsHouseTax: 1500.25,
      arrearsWaterTax: 300,
      interestHouseTax: 90,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      PTINNo: oldPtin,
      arrearsHouseTaxPaise: 150_025,
      arrearsTotalTaxPaise: 180_025,
    });
    const again = await bed.json('post', '/api/oldProperties/add', { PTINNo: oldPtin.toLowerCase() });
    expect(again.status).toBe(409);
    const listed = await bed.json('get', '/api/oldProperties?ptin=lko&page=1&limit=5');
    expect(listed.body).toMatchObject({
      total: 1,
      page: 1,
      limit: 5,
      data: [{ PTINNo: oldPtin, ownerName: 'Ram Prasad' }],
    });
    const found = await bed.json('get', `/api/oldProperties/byPTIN?ptin=${oldPtin}`);
    expect(found.body.data.oldArvPaise).toBe(1_500_000);
    expect((await bed.json('get', '/api/oldProperties/byPTIN?ptin=NOPE000')).status).toBe(404);
  });

  it('links a new property with the old record and its arrears per head, once', async () => {
    const response = await bed.add(bed.form({ oldPropertyTaxId: oldPtin, houseNumber: 'OLD-1' }));
    expect(response.status).toBe(201);
    const id = response.body.data.propertyUniqueId as string;
    expect(response.body.data).toMatchObject({ matchingStatus: 'matched', matching: { ptinNo: oldPtin } });
    const link = (await events(id)).find((event) => event.type === 'OldPropertyLinked')!;
    expect(link.data).toMatchObject({
      ptinNo: oldPtin,
      arrears: { housePaise: 150_025, waterPaise: 30_000, sewerPaise: 0 },
      interest: { housePaise: 9_000, waterPaise: 0, sewerPaise: 0 },
      oldArvPaise: 1_500_000,
    });

    const other = await bed.add(bed.form({ oldPropertyTaxId: oldPtin, houseNumber: 'OLD-2' }));
    expect(other.status).toBe(400);
    expect(other.body.errors.oldPropertyTaxId).toBe(
      `This old property is already matched with property ${id}`,
    );

    const removed = await bed.json('patch', `/api/properties/removeMatchingDetails/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.matchingStatus).toBe('unmatched');
    expect(
      (await bed.json('get', `/api/oldProperties/byPTIN?ptin=${oldPtin}`)).body.data.linkedPropertyUniqueId,
    ).toBeNull();
    expect((await bed.add(bed.form({ oldPropertyTaxId: oldPtin, houseNumber: 'OLD-2' }))).status).toBe(201);
  });
});

describe('POST properties/delete', () => {
  const remove = (fields: Record<string, string>) => bed.multipart('post', '/api/properties/delete', fields);

  it.each([
    [
      { propertyIds: '["0100100100000001"]', reason: 'Duplicate entry', requestedBy: 'Ram Prasad' },
      { 'propertyIds.0': 'Property ID must be exactly 17 characters' },
    ],
    [
      { propertyIds: '', reason: 'Duplicate entry', requestedBy: 'Ram Prasad' },
      { propertyIds: 'At least one property ID is required' },
    ],
    [
      { propertyIds: 'LKO-0001-0002-003', reason: 'Dup', requestedBy: 'Ram Prasad' },
      { reason: 'Reason must be at least 5 characters' },
    ],
    [
      { propertyIds: 'LKO-0001-0002-003', reason: 'Duplicate', requestedBy: 'Clerk 7' },
      { requestedBy: 'Requested by can only contain letters and spaces' },
    ],
  ])('refuses %j', async (fields, errors) => {
    const response = await remove(fields);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
  });

  it('deletes each property with its own event, and they leave the lists', async () => {
    const a = (await bed.add(bed.form({ houseNumber: 'DEL-1' }))).body.data.propertyUniqueId as string;
    const b = (await bed.add(bed.form({ houseNumber: 'DEL-2' }))).body.data.propertyUniqueId as string;
    const before = (await bed.json('post', '/api/properties/paginated', {})).body.total as number;
    const response = await remove({
      propertyIds: `${a}, ${b}`,
      reason: 'Duplicate entry',
      requestedBy: 'Ram Prasad',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.propertyIds).toEqual([a, b]);
    for (const id of [a, b]) {
      const last = (await events(id)).at(-1)!;
      expect(last).toMatchObject({
        type: 'PropertyDeleted',
        data: { reason: 'Duplicate entry', requestedBy: 'Ram Prasad' },
      });
    }
    const list = await bed.json('post', '/api/properties/paginated', { houseNumber: 'DEL-1' });
    expect(list.body.total).toBe(0);
    expect((await bed.json('post', '/api/properties/paginated', {})).body.total).toBe(before - 2);
    expect((await bed.json('get', `/api/properties?propertyUniqueId=${a}`)).body.data.status).toBe('deleted');
    expect((await bed.json('get', `/api/properties?propertyUniqueId=${a}`, undefined, null)).status).toBe(
      404,
    );

    const again = await remove({ propertyIds: a, reason: 'Duplicate entry', requestedBy: 'Ram Prasad' });
    expect(again.status).toBe(400);
    expect(again.body.errors['propertyIds.0']).toBe(`${a}: This property has been deleted`);
  });
});
