import {
  INVALID_DOCUMENT_MESSAGE,
  MAX_DOCUMENT_BYTES,
  MAX_OBJECTION_DOCUMENTS,
  OBJECTION_DOCUMENT_MESSAGES,
  isAllowedImageFile,
} from '@ptax/contracts';

// The documents of an objection upload (POST objection/upload, files named `documents`): checked here
// as the server's multipart parser checks them, so a refused file is never sent.

export { MAX_OBJECTION_DOCUMENTS };
export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
export const DOCUMENTS_TOO_MANY_MESSAGE = OBJECTION_DOCUMENT_MESSAGES.tooMany;
export const DOCUMENT_TOO_BIG_MESSAGE = OBJECTION_DOCUMENT_MESSAGES.tooLarge;

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The first message that applies to the chosen files, or undefined when they can be sent. */
export function documentsError(files: readonly File[]): string | undefined {
  if (files.length > MAX_OBJECTION_DOCUMENTS) return DOCUMENTS_TOO_MANY_MESSAGE;
  if (files.some((file) => !isPdf(file) && !isAllowedImageFile(file))) return INVALID_DOCUMENT_MESSAGE;
  if (files.some((file) => file.size > MAX_DOCUMENT_BYTES)) return DOCUMENT_TOO_BIG_MESSAGE;
  return undefined;
}
