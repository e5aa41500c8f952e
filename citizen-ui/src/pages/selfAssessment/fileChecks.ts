import {
  IMAGE_MIME_TYPES,
  IMAGE_TYPES,
  INVALID_DOCUMENT_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  isAllowedImageFile,
} from '@ptax/contracts';

// The files of the form, checked before they are sent: the types of SPEC section 9 and the server's
// size limits (the server checks again, by content).

export const IMAGE_FIELDS = ['buildingImageFront', 'buildingImageRight', 'buildingImageLeft'] as const;
export const DOCUMENT_FIELDS = [
  'ownerId',
  'landRegistryDocument',
  'electricityBill',
  'disabilityDocumentProof',
  'exDefensePersonalDocumentProof',
] as const;
export type FileField = (typeof IMAGE_FIELDS)[number] | (typeof DOCUMENT_FIELDS)[number];

/** The file picker offers the image types of SPEC section 9 (the camera too, on a phone). */
export const IMAGE_ACCEPT = [...IMAGE_TYPES.map((type) => `.${type}`), ...IMAGE_MIME_TYPES].join(',');

const MB = 1024 * 1024;
export const LIMITS_MB = { image: MAX_IMAGE_BYTES / MB, document: MAX_DOCUMENT_BYTES / MB };

/** The server's own wording (ledger-service/src/properties/uploads.ts). */
export const SIZE_MESSAGES = {
  image: `An image can be at most ${LIMITS_MB.image} MB`,
  document: `A file can be at most ${LIMITS_MB.document} MB`,
};

export const isImageField = (field: FileField) => (IMAGE_FIELDS as readonly string[]).includes(field);

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Why a chosen file is refused, or undefined when it may be sent. */
export function refusalOf(field: FileField, file: File): string | undefined {
  if (isImageField(field)) {
    if (!isAllowedImageFile(file)) return INVALID_IMAGE_TYPE_MESSAGE;
    return file.size > MAX_IMAGE_BYTES ? SIZE_MESSAGES.image : undefined;
  }
  if (!isPdf(file) && !isAllowedImageFile(file)) return INVALID_DOCUMENT_MESSAGE;
  return file.size > MAX_DOCUMENT_BYTES ? SIZE_MESSAGES.document : undefined;
}

/** 1536 → '1.5 KB', 2621440 → '2.5 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
