// Replies of the fetch double shared by the property screens' tests (not shipped: only tests import it).
import type { FakeHandler, RecordedCall } from '../testing/fakeApi';
import { userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

export const adminSession = {
  token: makeToken({ loginType: 'nagar_nigam', accessName: 'admin' }),
  lookup: { 'GET /api/officials': userReply({ username: 'Asha Verma', accessName: 'admin' }) },
};

export const operatorSession = {
  token: makeToken({ loginType: 'operator', accessName: 'operator', email: 'ravi@nagarnigam.test' }),
  lookup: { 'GET /api/operators': userReply({ username: 'Ravi Kumar', accessName: 'operator' }) },
};

const list = (data: unknown[]) => ({ body: { data, total: data.length, page: 1, limit: 100 } });

/** Two zones; zone z1 has wards w1 and w2; ward w1 has mohallas m1 and m2. */
export const geographyApi: Record<string, FakeHandler> = {
  'GET /api/zones/all': list([
    { id: 'z1', city_id: 'c1', zone_no: 1, name: 'Zone 1' },
    { id: 'z2', city_id: 'c1', zone_no: 2, name: 'Zone 2' },
  ]),
  'GET /api/wards': (call: RecordedCall) =>
    list(
      [
        { id: 'w1', zone_id: 'z1', zone_no: 1, ward_no: 11, ward_fullname: 'Aliganj' },
        { id: 'w2', zone_id: 'z1', zone_no: 1, ward_no: 12, ward_fullname: 'Hazratganj' },
        { id: 'w3', zone_id: 'z2', zone_no: 2, ward_no: 21, ward_fullname: 'Chowk' },
      ].filter((ward) => !call.query.zoneId || ward.zone_id === call.query.zoneId),
    ),
  'GET /api/mohallas': (call: RecordedCall) =>
    list(
      [
        { id: 'm1', name: 'Kapoorthala', zone_id: 'z1', ward_id: 'w1' },
        { id: 'm2', name: 'Sector B', zone_id: 'z1', ward_id: 'w1' },
        { id: 'm3', name: 'Chowk Bazar', zone_id: 'z2', ward_id: 'w3' },
      ].filter((mohalla) => mohalla.ward_id === call.query.wardId),
    ),
  'GET /api/categories': list([
    {
      id: 'cat-3',
      categoryNumber: 3,
      name: 'Shops',
      nameHi: 'दुकानें',
      subCategories: [
        { subCategoryNumber: 1, name: 'Small shop', nameHi: null, factor: 2 },
        { subCategoryNumber: 2, name: 'Showroom', nameHi: 'शोरूम', factor: 5 },
      ],
    },
  ]),
};

export const propertyRow = {
  id: 'LKO-0001-0002-003',
  propertyUniqueId: 'LKO-0001-0002-003',
  ownerName: 'Ram Prasad',
  fatherName: 'Shyam Prasad',
  propertyAddress: '12 Hazratganj',
  mobileNumber: '9876543210',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  mohallaName: 'Kapoorthala',
  wardName: 'Aliganj',
  houseCategory: 'residential',
  arvPaise: 1234550,
};

/** The stored record as GET properties/viewDetails answers it: the row, its floors, its file keys. */
export const propertyRecord = {
  ...propertyRow,
  houseNumber: '12',
  plotArea: 1200,
  constType: 'rcc_rbc',
  occupancyStatus: 'self_occupied',
  roadType: 'pucca',
  roadWidth: 9,
  constructionYear: 2005,
  oldArvPaise: 1200000,
  isMetroRailProperty: false,
  houseTaxApplicable: true,
  waterTaxApplicable: true,
  sewerageConnectionAvailable: false,
  isDisabled: false,
  isExDefensePersonalWidow: false,
  floors: [
    {
      floorIndex: 0,
      propertyPremiseId: 'premise-1',
      floorNumber: 0,
      rentType: 'self',
      rentUsage: 'residential',
      type: 'rcc_rbc',
      category: null,
      subCategory: null,
      areaSqft: 900,
    },
  ],
  history: { registeredAt: '2025-04-02T05:30:00.000Z', events: 1, edits: 0, recent: [] },
  images: {
    buildingImageFrontId: 'property-images/0b6f0f3e-8a59-4c55-9d7e-2f1f3c1e0a01',
    buildingImageRightId: 'property-images/0b6f0f3e-8a59-4c55-9d7e-2f1f3c1e0a02',
    buildingImageLeftId: 'property-images/0b6f0f3e-8a59-4c55-9d7e-2f1f3c1e0a03',
  },
  matchingStatus: 'unmatched',
};

/** The same record when the API also gives an address for each stored file. */
export const propertyRecordWithImageUrls = {
  ...propertyRecord,
  images: {
    ...propertyRecord.images,
    buildingImageFrontUrl: '/files/property-images/front.jpg',
    buildingImageRightUrl: '/files/property-images/right.jpg',
    buildingImageLeftUrl: '/files/property-images/left.jpg',
  },
};

/** The entries of a multipart body, files by name. */
export function formEntries(body: unknown): Record<string, string | File> {
  if (!(body instanceof FormData)) throw new Error('The body is not multipart');
  const entries: Record<string, string | File> = {};
  body.forEach((value, name) => {
    entries[name] = value;
  });
  return entries;
}
