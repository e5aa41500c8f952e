import { z } from 'zod';
import { IMAGE_MIME_TYPES, IMAGE_TYPES } from '../constants';
import { isBlank } from './common';

// Uploaded files as the forms and the server see them: a browser File ({ name, type }), a multer
// file ({ originalname, mimetype }), or the stored name / address of a file already uploaded.

export type UploadedFile =
  string | { name?: string; originalname?: string; type?: string; mimetype?: string };

export const INVALID_IMAGE_TYPE_MESSAGE = 'Not a valid image type';
export const INVALID_DOCUMENT_MESSAGE = 'Not a valid document, upload a PDF or an image';

/** Size limits of the server's multipart parser; the forms refuse bigger files before sending them. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const extensionOf = (fileName: string): string => {
  const path = fileName.split(/[?#]/)[0];
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(dot + 1).toLowerCase();
};

/**
 * True when a file name ('front.JPG', 'https://host/a.webp?v=2') or a mime type ('image/png')
 * is one of the allowed image types: jpg, jpeg, gif, png, svg, webp. The server also checks content.
 */
export function isAllowedImageType(fileNameOrMimeType: string): boolean {
  const value = fileNameOrMimeType.trim().toLowerCase();
  if (/^[a-z]+\/[a-z0-9.+-]+$/.test(value)) return (IMAGE_MIME_TYPES as readonly string[]).includes(value);
  return (IMAGE_TYPES as readonly string[]).includes(extensionOf(value));
}

function isFileLike(value: unknown): value is UploadedFile {
  return typeof value === 'string' || (typeof value === 'object' && value !== null);
}

/** Every name and mime type the file carries must be an allowed image type. */
export function isAllowedImageFile(file: UploadedFile): boolean {
  if (typeof file === 'string') return isAllowedImageType(file);
  const descriptors = [file.name ?? file.originalname, file.type ?? file.mimetype].filter(
    (v): v is string => typeof v === 'string' && v.length > 0,
  );
  return descriptors.length > 0 && descriptors.every(isAllowedImageType);
}

const fileSchema = (requiredMessage: string | undefined, imageOnly: boolean) =>
  z
    .custom<UploadedFile>(() => true)
    .superRefine((value, ctx) => {
      if (isBlank(value)) {
        if (requiredMessage) ctx.addIssue({ code: 'custom', message: requiredMessage });
        return;
      }
      if (!isFileLike(value)) ctx.addIssue({ code: 'custom', message: 'Not a valid file' });
      else if (imageOnly && !isAllowedImageFile(value))
        ctx.addIssue({ code: 'custom', message: INVALID_IMAGE_TYPE_MESSAGE });
    });

export const requiredFile = (requiredMessage: string) => fileSchema(requiredMessage, false);
export const optionalFile = () => fileSchema(undefined, false).nullish();
export const requiredImage = (requiredMessage: string) => fileSchema(requiredMessage, true);
