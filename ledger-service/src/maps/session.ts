import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden } from '../http/errors';

// The map's session (GET mapSession): a short-lived token the layer calls (getGISReport) carry beside
// the bearer token, so a map left open stops drawing data when its session lapses, and a layer URL
// copied out of the browser is useless to anyone else or later. Signed like the file links
// (files/signedUrls.ts): HMAC-SHA256 with the service's secret, under a purpose prefix of its own.

export const MAP_SESSION_TEXT = {
  missing: 'A map session is required: open the map again',
  invalid: 'The map session is not valid: open the map again',
  expired: 'The map session has expired: open the map again',
  otherUser: 'The map session belongs to another user',
} as const;

export interface MapSession {
  token: string;
  /** ISO instant. */
  expiresAt: string;
}

export interface MapSessions {
  issue(email: string): MapSession;
  /** Throws 403 unless the token is genuine, unexpired and issued to `email`. */
  check(token: unknown, email: string): void;
}

export function createMapSessions(secret: string, now: () => number, lifetimeMs: number): MapSessions {
  const sign = (payload: string) =>
    createHmac('sha256', `maps:${secret}`).update(payload).digest('base64url');
  return {
    issue(email) {
      const expires = now() + lifetimeMs;
      const payload = Buffer.from(JSON.stringify({ sub: email, exp: expires })).toString('base64url');
      return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(expires).toISOString() };
    },
    check(token, email) {
      if (typeof token !== 'string' || token === '') throw forbidden(MAP_SESSION_TEXT.missing);
      const [payload = '', signature = ''] = token.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw forbidden(MAP_SESSION_TEXT.invalid);
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        sub: string;
        exp: number;
      };
      if (claims.exp <= now()) throw forbidden(MAP_SESSION_TEXT.expired);
      if (claims.sub !== email) throw forbidden(MAP_SESSION_TEXT.otherUser);
    },
  };
}
