import { IMAGE_MIME_TYPES, IMAGE_TYPES } from '@ptax/contracts';

// The files of a property (SPEC section 3, building images; the concession proofs of section 5).

type Values = Record<string, unknown>;

/** What the file pickers offer; the schemas check the type again (SPEC section 5, building images). */
export const IMAGE_ACCEPT = [...IMAGE_TYPES.map((type) => `.${type}`), ...IMAGE_MIME_TYPES].join(',');
export const DOCUMENT_ACCEPT = `${IMAGE_ACCEPT},.pdf,application/pdf`;

export const BUILDING_IMAGE_FIELDS = [
  'buildingImageFront',
  'buildingImageRight',
  'buildingImageLeft',
] as const;
export const DOCUMENT_FIELDS = ['ownerId', 'landRegistryDocument', 'electricityBill'] as const;
export const PROOF_FIELDS = ['disabilityDocumentProof', 'exDefensePersonalDocumentProof'] as const;
export const FILE_FIELDS: readonly string[] = [...BUILDING_IMAGE_FIELDS, ...DOCUMENT_FIELDS, ...PROOF_FIELDS];

export const FILE_LABELS: Record<string, string> = {
  buildingImageFront: 'Building Image (Front)',
  buildingImageRight: 'Building Image (Right)',
  buildingImageLeft: 'Building Image (Left)',
  ownerId: 'Owner ID',
  landRegistryDocument: 'Land Registry Document',
  electricityBill: 'Electricity Bill',
  disabilityDocumentProof: 'Disability Document Proof',
  exDefensePersonalDocumentProof: 'Ex-Defence Widow Document Proof',
};

export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

const looksLikeAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^(https?:\/\/|\/|blob:|data:image\/)/.test(value);

/**
 * Where the stored images and documents of a property can be opened, by form field: the record
 * gives an address per file ('buildingImageFrontUrl', or a `buildingImages` / `files` object).
 */
export function storedFileUrls(record: Values | undefined): Record<string, string | undefined> {
  if (!record) return {};
  const nested = {
    ...((record.files as Values | undefined) ?? {}),
    ...((record.images as Values | undefined) ?? {}),
    ...((record.buildingImages as Values | undefined) ?? {}),
  };
  return Object.fromEntries(
    FILE_FIELDS.map((field) => {
      const candidates = [record[`${field}Url`], nested[`${field}Url`], nested[field], record[field]];
      return [field, candidates.find(looksLikeAddress)];
    }),
  );
}

/** Where the API keeps the stored file key of each form field (images by `images`, proofs on the record). */
const STORED_KEY_OF: Record<string, string> = {
  buildingImageFront: 'buildingImageFrontId',
  buildingImageRight: 'buildingImageRightId',
  buildingImageLeft: 'buildingImageLeftId',
  ownerId: 'ownerIdDocumentId',
  landRegistryDocument: 'landRegistryDocumentId',
  electricityBill: 'electricityBillId',
  disabilityDocumentProof: 'disabilityDocumentId',
  exDefensePersonalDocumentProof: 'exDefensePersonalDocumentId',
};

/** The form fields whose file the property has stored (an address to open it or not). */
export function storedFileFields(record: Values | undefined): string[] {
  if (!record) return [];
  const urls = storedFileUrls(record);
  const images = (record.images as Values | undefined) ?? {};
  return FILE_FIELDS.filter((field) => {
    const key = STORED_KEY_OF[field];
    return Boolean(urls[field] || images[key] || record[key]);
  });
}
