import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links to stored documents that an <img> or a download can open without the bearer header: the key
 * and an expiry, signed with the server's secret. A link works for LINK_LIFETIME_MS and for that file only.
 */
export const FILES_PATH = '/api/files';
const LINK_LIFETIME_MS = 60 * 60_000;

export interface FileLinks {
  linkTo(key: string): string;
  /** The key when the link is genuine and unexpired, otherwise null. */
  verify(key: string, expires: string, signature: string): string | null;
}

export function createFileLinks(secret: string, now: () => number): FileLinks {
  const sign = (key: string, expires: string) =>
    createHmac('sha256', `files:${secret}`).update(`${key}\n${expires}`).digest('base64url');
  return {
    linkTo(key) {
      // Rounded to the minute, so the same page reloaded within a minute gets the same, cacheable link.
      const expires = String(Math.ceil((now() + LINK_LIFETIME_MS) / 60_000) * 60_000);
      return `${FILES_PATH}/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key, expires, signature) {
      if (!/^\d+$/.test(expires) || Number(expires) <= now()) return null;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? key : null;
    },
  };
}
