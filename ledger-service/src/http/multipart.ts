// The one way a multipart body is parsed: multer's own refusals become the caller's 400, a body
// multer cannot read (no boundary, cut short, a malformed part) is a 400 too, never a 500, and the
// text fields and file names are checked like every other body (safeText.ts).
import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest, HttpError } from './errors';
import { assertSafeBody } from './safeText';

export const MALFORMED_MULTIPART_MESSAGE = 'The form data could not be read: send it again';

export function multipartBody(
  parser: RequestHandler,
  refusal: (error: InstanceType<typeof multer.MulterError>) => HttpError,
): RequestHandler {
  return (req, res, next) =>
    parser(req, res, (error?: unknown) => {
      if (error instanceof multer.MulterError) return next(refusal(error));
      if (error instanceof HttpError) return next(error);
      // busboy: "Unexpected end of form", "Multipart: Boundary not found", "Malformed part header"...
      if (error) return next(badRequest(MALFORMED_MULTIPART_MESSAGE));
      try {
        assertSafeBody(req);
        next();
      } catch (refused) {
        next(refused);
      }
    });
}
