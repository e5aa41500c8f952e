// What an uploaded file really is, read from its bytes: a renamed text file is not an image,
// whatever its name and the browser's mime type say. SVG is text, so it is parsed (svg.ts).
import { isSafeSvg } from './svg';

export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp' | 'svg';
export type DocumentKind = ImageKind | 'pdf';

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return (
    bytes.length >= offset + expected.length &&
    bytes.subarray(offset, offset + expected.length).equals(expected)
  );
};

/** The image type of the content, or null when it is none of jpg, png, gif, webp and a safe svg. */
export function detectImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  return isSafeSvg(bytes) ? 'svg' : null;
}

/** Proofs and documents: an image as above, or a PDF. */
export function detectDocument(bytes: Buffer): DocumentKind | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  return detectImage(bytes);
}
