// The documents of an objection: up to five files named `documents`, each a PDF or an allowed image
// by its content (the register's checks), stored only once the whole request is valid.
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { MAX_OBJECTION_DOCUMENTS, OBJECTION_DOCUMENT_MESSAGES } from '@ptax/contracts';
import type { FileStore } from '../files/fileStore';
import { badRequest } from '../http/errors';
import { multipartBody } from '../http/multipart';
import { CONTENT_TYPES, detectDocument } from '../properties/fileContent';
import { INVALID_DOCUMENT_MESSAGE, MAX_DOCUMENT_BYTES } from '../properties/uploads';

export { MAX_OBJECTION_DOCUMENTS };
export const DOCUMENT_MESSAGES = {
  ...OBJECTION_DOCUMENT_MESSAGES,
  unexpected: 'Unexpected file: send the documents as `documents`',
  malformed: 'Too many fields, or a field is too long',
} as const;

const parser = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_DOCUMENT_BYTES,
    files: MAX_OBJECTION_DOCUMENTS + 1,
    fields: 20,
    fieldSize: 16 * 1024,
  },
}).array('documents', MAX_OBJECTION_DOCUMENTS);

function messageOf(error: InstanceType<typeof multer.MulterError>): string {
  if (error.code === 'LIMIT_FILE_SIZE') return DOCUMENT_MESSAGES.tooLarge;
  if (error.code === 'LIMIT_FILE_COUNT') return DOCUMENT_MESSAGES.tooMany;
  // A sixth file on `documents` is "unexpected" to multer as much as a file on another field.
  if (error.code === 'LIMIT_UNEXPECTED_FILE')
    return error.field === 'documents' ? DOCUMENT_MESSAGES.tooMany : DOCUMENT_MESSAGES.unexpected;
  return DOCUMENT_MESSAGES.malformed;
}

/** Parses the multipart body (a JSON body passes through); multer's refusals become 400s on `documents`. */
export const documentsUpload: RequestHandler = multipartBody(parser, (error) => {
  const message = messageOf(error);
  return badRequest(message, { [error.field ?? 'documents']: message });
});

export interface CheckedDocument {
  name: string;
  content: Buffer;
  contentType: string;
}

/** The uploaded documents, each checked by its bytes; one that is not a PDF or an image refuses the call. */
export function checkedDocuments(req: Request): CheckedDocument[] {
  const files = (req.files as Express.Multer.File[] | undefined) ?? [];
  return files.map((file, index) => {
    const kind = detectDocument(file.buffer);
    if (!kind)
      throw badRequest(INVALID_DOCUMENT_MESSAGE, { [`documents.${index}`]: INVALID_DOCUMENT_MESSAGE });
    const name = file.originalname.trim().slice(0, 200) || `Document ${index + 1}`;
    return { name, content: file.buffer, contentType: CONTENT_TYPES[kind] };
  });
}

/** Stores the checked documents (in `folder`); answers their keys with their names. */
export async function storeDocuments(
  store: FileStore,
  documents: CheckedDocument[],
  folder = 'objection-documents',
) {
  const stored: { id: string; name: string }[] = [];
  for (const document of documents)
    stored.push({
      id: await store.put(document.content, document.contentType, folder),
      name: document.name,
    });
  return stored;
}
