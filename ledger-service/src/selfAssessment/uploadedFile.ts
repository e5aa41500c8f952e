import { CONTENT_TYPES, detectDocument, detectImage } from '../properties/fileContent';
import { IMAGE_FIELDS, type FileField } from '../properties/uploads';

/**
 * Bytes as multer hands an upload over, named and typed by their content: files made on the server
 * (stored earlier, or the demo's) pass the same checks as a citizen's upload.
 */
export function uploadedFile(field: FileField, buffer: Buffer): Express.Multer.File {
  const image = (IMAGE_FIELDS as readonly string[]).includes(field);
  const kind = image ? detectImage(buffer) : detectDocument(buffer);
  if (!kind) throw new Error(`The file for ${field} is not an image or document`);
  return {
    fieldname: field,
    originalname: `${field}.${kind}`,
    encoding: '7bit',
    mimetype: CONTENT_TYPES[kind],
    size: buffer.length,
    buffer,
  } as Express.Multer.File;
}
