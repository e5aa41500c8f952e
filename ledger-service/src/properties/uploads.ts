// Multipart bodies of the property calls: multer in memory with size limits, every file's type
// checked by its content, stored with the file store; commands carry the returned keys.
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import {
  INVALID_DOCUMENT_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
} from '@ptax/contracts';
import type { FileStore } from '../files/fileStore';
import { badRequest } from '../http/errors';
import { multipartBody } from '../http/multipart';
import { CONTENT_TYPES, detectDocument, detectImage } from './fileContent';

// In contracts, so the citizen forms refuse what this parser would refuse before uploading it.
export { INVALID_DOCUMENT_MESSAGE, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES };

/** The file fields of the property calls: the building views are images, the rest images or PDFs. */
export const IMAGE_FIELDS = ['buildingImageFront', 'buildingImageRight', 'buildingImageLeft'] as const;
export const DOCUMENT_FIELDS = [
  'ownerId',
  'landRegistryDocument',
  'electricityBill',
  'disabilityDocumentProof',
  'exDefensePersonalDocumentProof',
  'document',
] as const;
export type FileField = (typeof IMAGE_FIELDS)[number] | (typeof DOCUMENT_FIELDS)[number];

const isImageField = (field: string) => (IMAGE_FIELDS as readonly string[]).includes(field);

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 12, fields: 120, fieldSize: 256 * 1024 },
}).fields([...IMAGE_FIELDS, ...DOCUMENT_FIELDS].map((name) => ({ name, maxCount: 1 })));

const MULTER_MESSAGES: Record<string, string> = {
  LIMIT_FILE_SIZE: `A file can be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
  LIMIT_UNEXPECTED_FILE: 'Unexpected file',
  LIMIT_FILE_COUNT: 'Too many files',
  LIMIT_FIELD_COUNT: 'Too many fields',
  LIMIT_FIELD_VALUE: 'A field is too long',
};

/** Parses a multipart body (a JSON body passes through); multer's refusals become 400s on the field. */
export const multipart: RequestHandler = multipartBody(parser, (error) => {
  const message = MULTER_MESSAGES[error.code] ?? error.message;
  return badRequest(message, error.field ? { [error.field]: message } : undefined);
});

export type UploadedFiles = Partial<Record<FileField, Express.Multer.File>>;

const FILE_FIELDS = new Set<string>([...IMAGE_FIELDS, ...DOCUMENT_FIELDS]);

/** The text fields of a form; files count only when uploaded, so a text value cannot name a stored file. */
export const textFieldsOf = (fields: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries((fields ?? {}) as object).filter(([key]) => !FILE_FIELDS.has(key)));

export function filesOf(req: Request): UploadedFiles {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  return Object.fromEntries(Object.entries(files).map(([field, list]) => [field, list[0]])) as UploadedFiles;
}

/** The files as the contracts schemas see them (name and mime type), for the field rules. */
export const fileDescriptors = (files: UploadedFiles) =>
  Object.fromEntries(
    Object.entries(files).map(([field, file]) => [
      field,
      { originalname: file.originalname, mimetype: file.mimetype },
    ]),
  );

/** Content and size of every file, reported per field; a failure on any field refuses the call. */
export function checkContents(files: UploadedFiles): void {
  const errors: Record<string, string> = {};
  for (const [field, file] of Object.entries(files)) {
    if (isImageField(field)) {
      if (!detectImage(file.buffer)) errors[field] = INVALID_IMAGE_TYPE_MESSAGE;
      else if (file.size > MAX_IMAGE_BYTES)
        errors[field] = `An image can be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
    } else if (!detectDocument(file.buffer)) {
      errors[field] = INVALID_DOCUMENT_MESSAGE;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** Stores the checked files and answers their keys by field. */
export async function storeFiles(
  store: FileStore,
  files: UploadedFiles,
): Promise<Partial<Record<FileField, string>>> {
  const keys: Partial<Record<FileField, string>> = {};
  for (const [field, file] of Object.entries(files) as [FileField, Express.Multer.File][]) {
    const kind = isImageField(field) ? detectImage(file.buffer) : detectDocument(file.buffer);
    if (!kind) throw badRequest(INVALID_IMAGE_TYPE_MESSAGE, { [field]: INVALID_IMAGE_TYPE_MESSAGE });
    keys[field] = await store.put(
      file.buffer,
      CONTENT_TYPES[kind],
      isImageField(field) ? 'property-images' : 'property-documents',
    );
  }
  return keys;
}
