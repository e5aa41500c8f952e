// Text PostgreSQL and the URL encoder cannot take: a NUL character (invalid in a PostgreSQL text
// value) and a lone UTF-16 surrogate (no UTF-8 form: encodeURIComponent throws, PostgreSQL refuses).
// Refused at the edge, before any handler, so a handler never meets them.
import type { Request, RequestHandler } from 'express';
import { badRequest } from './errors';

export const UNSAFE_TEXT_MESSAGE = 'The request contains characters that are not allowed';
export const UNSAFE_ADDRESS_MESSAGE = 'The address contains characters that are not allowed';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Where in a parsed body (`a.b[2]`) the first unsafe string or key is, if any. */
export function unsafeTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path || '(body)' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextAt(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (isUnsafeText(key)) return here;
      const found = unsafeTextAt(item, here);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every percent-escape of the path and query decodes to safe text (a malformed escape is refused too). */
function isSafeAddress(url: string): boolean {
  for (const part of url.split(/[/?&=]/)) {
    if (!part.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return false;
    }
    if (isUnsafeText(decoded)) return false;
  }
  return true;
}

/** The address: path ids and query values of every call, whatever router answers it. */
export const refuseUnsafeAddress: RequestHandler = (req, _res, next) =>
  next(isSafeAddress(req.url) ? undefined : badRequest(UNSAFE_ADDRESS_MESSAGE));

/** Throws the 400 when a parsed body (JSON, form or multipart text fields and file names) has unsafe text. */
export function assertSafeBody(req: Request): void {
  const files = (req.files ?? []) as Express.Multer.File[] | Record<string, Express.Multer.File[]>;
  const names = Object.values(files)
    .flat()
    .map((file: Express.Multer.File) => file.originalname);
  const field = unsafeTextAt(req.body) ?? unsafeTextAt(names);
  if (field) throw badRequest(UNSAFE_TEXT_MESSAGE, { [field]: UNSAFE_TEXT_MESSAGE });
}

/** After a body parser: the parsed body is checked before the handler sees it. */
export const refuseUnsafeBody: RequestHandler = (req, _res, next) => {
  try {
    assertSafeBody(req);
    next();
  } catch (error) {
    next(error);
  }
};
