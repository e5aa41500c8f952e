import { assess, type Assessment, type CategoryRow } from '@ptax/contracts';
import { exampleInput, exampleRules } from '@ptax/contracts/src/tax/testing';
import type { NigamRow, SelfAssessmentStatusRow, Submitted } from './api';

// Replies of the fake API for the self-assessment pages' tests.

const ok = (data: unknown) => ({ status: 200, body: { data } });

/** The public masters the form's drop-downs are filled from. */
export const MASTERS = {
  'GET /api/zones?limit=100': ok([{ id: 'z1', zone_no: 1, name: 'Zone 1 - Hazratganj' }]),
  'GET /api/wards?zoneId=z1&limit=100': ok([{ id: 'w1', ward_no: 3, ward_fullname: 'Aliganj' }]),
  'GET /api/mohallas?zoneId=z1&wardId=w1&limit=100': ok([{ id: 'm1', name: 'Kapoorthala' }]),
  'GET /api/categories': ok([
    {
      id: 4,
      category: 4,
      name: 'Shops and stalls',
      nameHi: 'दुकानें और स्टॉल',
      subCategories: [{ subCategory: 41, name: 'Small shop', nameHi: 'छोटी दुकान', factor: 2 }],
    },
  ] satisfies CategoryRow[]),
};

/** The engine's worked example (contracts assess.unit.test.ts): ARV ₹60,720, tax ₹18,520. */
export const EXAMPLE_ASSESSMENT: Assessment = assess(exampleInput(), exampleRules());
/** The same house with a bigger ground floor. */
export const BIGGER_ASSESSMENT: Assessment = assess(
  exampleInput({ floors: [{ floorNumber: 0, rentType: 'self', usage: 'residential', areaSqft: 2000 }] }),
  exampleRules(),
);

export const PREVIEW_ROUTE = 'GET /api/properties/taxCalculations?*';

export const SUBMITTED: Submitted = {
  selfAssessmentId: 'SA-2026-27-000042',
  form: 'A',
  status: 'submitted',
  submittedAt: '2026-06-15T20:00:00.000Z',
  arvPaise: 6_072_000,
  totalTaxPaise: 1_852_000,
  financialYear: '2026-27',
};

export const STATUS_ROW: SelfAssessmentStatusRow = {
  ...SUBMITTED,
  ownerName: 'Sunita Devi',
  mohallaName: 'Kapoorthala',
  wardName: 'Aliganj',
  propertyUniqueId: null,
  decidedAt: null,
  rejectionReason: null,
};

export const NIGAM_ROW: NigamRow = {
  ...STATUS_ROW,
  id: SUBMITTED.selfAssessmentId,
  mobileNumber: '9812345678',
  emailId: 'sunita@example.in',
  zoneName: 'Zone 1 - Hazratganj',
  wardNo: 3,
  floors: [{ floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 900 }],
  documents: [{ id: 'buildingImageFront', name: 'Front view', url: '/api/files/abc?sig=1' }],
};

/** An unsigned JWT with the spec's claims: the page reads, the server verifies. */
export function tokenFor(loginType: string, expiresAt = Date.now() + 3_600_000): string {
  const claims = {
    loginType,
    accessName: 'admin',
    accessType: 'official',
    email: 'a@nagarnigam.test',
    exp: expiresAt / 28_800_000,
  };
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return [part({ alg: 'HS256' }), part(claims), 'signature'].join('.');
}
