// An accepted self-assessment goes onto the register through the register's own calls (POST
// properties/add, PATCH properties/edit/{id}), never a copy of them: the submission is turned back
// into the multipart form those calls read, its stored files included, on the deciding official's
// request (their login, zones and wards apply).
import type { Request } from 'express';
import { paiseToRupees } from '@ptax/contracts';
import type { FileStore } from '../files/fileStore';
import { FORM_TO_DETAIL, imagesOf } from '../properties/propertyInput';
import { DOCUMENT_FIELDS, IMAGE_FIELDS, type FileField, type UploadedFiles } from '../properties/uploads';
import type { Submission } from './selfAssessment';
import { uploadedFile } from './uploadedFile';

const invert = (map: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(map).flatMap(([key, value]) => (value ? [[value, key]] : [])));

/** Stored detail -> the form field the register's calls read it from. */
const DETAIL_TO_FORM = invert(FORM_TO_DETAIL);

/** Building-image id -> its upload field: the register's own mapping (imagesOf) fed the field names. */
const FIELD_OF_IMAGE_ID = imagesOf(
  Object.fromEntries([...IMAGE_FIELDS, ...DOCUMENT_FIELDS].map((field) => [field, field])),
) as Record<string, FileField>;

/** The text fields: every value the citizen gave; proofs stay the keys of the files stored then. */
export function formFieldsOf(submission: Submission): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(submission.details)) {
    if (value === undefined || value === null || value === '') continue;
    fields[DETAIL_TO_FORM[key] ?? key] = String(
      key === 'oldArvPaise' ? paiseToRupees(value as number) : value,
    );
  }
  fields.floors = JSON.stringify(submission.floors);
  return fields;
}

async function readStored(files: FileStore, key: string): Promise<Buffer> {
  const stream = files.open(key);
  if (!stream) throw new Error(`The stored file ${key} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The building images and documents stored with the submission, as uploads of their fields. */
export async function formFilesOf(files: FileStore, submission: Submission): Promise<UploadedFiles> {
  const uploads: UploadedFiles = {};
  for (const [idField, key] of Object.entries(submission.buildingImages)) {
    const field = FIELD_OF_IMAGE_ID[idField];
    if (field && key) uploads[field] = uploadedFile(field, await readStored(files, key));
  }
  return uploads;
}

/** The official's request carrying the form instead of its own body: same user, same scope. */
export function asFormRequest(req: Request, fields: Record<string, string>, files: UploadedFiles): Request {
  const lists = Object.fromEntries(Object.entries(files).map(([field, file]) => [field, [file]]));
  return Object.assign(Object.create(req) as Request, { body: fields, files: lists });
}
