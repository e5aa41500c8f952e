// The proof of a NEFT transfer: one file (field `proof`; `document` and `file` are read too), a PDF,
// JPEG or PNG by its content whatever its name says, at most 10 MB, stored only once the whole
// request is valid.
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { FileStore } from '../files/fileStore';
import { badRequest } from '../http/errors';
import { multipartBody } from '../http/multipart';
import { CONTENT_TYPES, detectDocument } from '../properties/fileContent';
import { MAX_DOCUMENT_BYTES } from '../properties/uploads';

export const PROOF_FIELDS = ['proof', 'document', 'file'] as const;
export const PROOF_MESSAGES = {
  required: 'Proof of payment is required',
  type: 'Not a valid proof, upload a PDF, JPG or PNG file',
  size: `A file can be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
  fields: 'Too many fields or files',
} as const;

const ALLOWED = new Set(['pdf', 'jpg', 'png']);

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 40, fieldSize: 16 * 1024 },
}).fields(PROOF_FIELDS.map((name) => ({ name, maxCount: 1 })));

export const proofUpload: RequestHandler = multipartBody(parser, (error) => {
  const message = error.code === 'LIMIT_FILE_SIZE' ? PROOF_MESSAGES.size : PROOF_MESSAGES.fields;
  return badRequest(message, { proof: message });
});

/** The uploaded proof, checked by its bytes; throws the field's 400 when missing or not allowed. */
export function checkedProof(req: Request): { content: Buffer; contentType: string } {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  const file = PROOF_FIELDS.map((field) => files[field]?.[0]).find(Boolean);
  if (!file) throw badRequest(PROOF_MESSAGES.required, { proof: PROOF_MESSAGES.required });
  const kind = detectDocument(file.buffer);
  if (!kind || !ALLOWED.has(kind)) throw badRequest(PROOF_MESSAGES.type, { proof: PROOF_MESSAGES.type });
  return { content: file.buffer, contentType: CONTENT_TYPES[kind] };
}

export const storeProof = (files: FileStore, proof: { content: Buffer; contentType: string }) =>
  files.put(proof.content, proof.contentType, 'payment-proofs');
