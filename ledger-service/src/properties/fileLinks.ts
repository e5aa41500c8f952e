import type { FileLinks } from '../files/signedUrls';

/** Where a property record keeps the key of each stored file, by the form field that uploaded it. */
const STORED_KEYS: Record<string, (row: Record<string, unknown>) => unknown> = {
  buildingImageFront: (row) => imagesOf(row).buildingImageFrontId,
  buildingImageRight: (row) => imagesOf(row).buildingImageRightId,
  buildingImageLeft: (row) => imagesOf(row).buildingImageLeftId,
  ownerId: (row) => imagesOf(row).ownerIdDocumentId ?? row.ownerIdDocumentId,
  landRegistryDocument: (row) => imagesOf(row).landRegistryDocumentId ?? row.landRegistryDocumentId,
  electricityBill: (row) => imagesOf(row).electricityBillId ?? row.electricityBillId,
  disabilityDocumentProof: (row) => row.disabilityDocumentId,
  exDefensePersonalDocumentProof: (row) => row.exDefensePersonalDocumentId,
};

const imagesOf = (row: Record<string, unknown>) => (row.images ?? {}) as Record<string, unknown>;

/** `<field>Url`: a signed, expiring link to each stored file, for the staff who may see the record. */
export function storedFileLinks(row: Record<string, unknown>, links: FileLinks): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STORED_KEYS).flatMap(([field, keyOf]) => {
      const key = keyOf(row);
      return typeof key === 'string' && key ? [[`${field}Url`, links.linkTo(key)]] : [];
    }),
  );
}
