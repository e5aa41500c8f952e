import { isTokenExpired } from './tokenExpiry';
import type { SessionClaims } from './loginTypes';

// SPEC section 4: the staff token lives in the browser's local storage under a product-specific
// entry. The back office writes it; the citizen app's officials' page (/self-assessment/nigam) reads it.

/** The browser local-storage entry that keeps the staff token. */
export const TOKEN_STORAGE_KEY = 'nagar-nigam-ptax.token';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The text of a base64url (or base64) part; null when it is not one. Plain code: no DOM or Node here. */
function base64UrlText(part: string): string | null {
  let bits = 0;
  let buffer = 0;
  let escaped = '';
  for (const char of part.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')) {
    const value = BASE64URL.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      escaped += `%${((buffer >> bits) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null; // not UTF-8
  }
}

/** Reads the claims of a JWT without verifying it: the server verifies, the client only routes. */
export function decodeClaims(token: string): SessionClaims | null {
  const payload = base64UrlText(token.split('.')[1] ?? '');
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(payload);
    return claims && typeof claims === 'object' ? (claims as SessionClaims) : null;
  } catch {
    return null;
  }
}

/** The claims of a token that is readable and not expired at `nowMs`, else null. */
export function liveClaims(token: string | null, nowMs: number): SessionClaims | null {
  const claims = token ? decodeClaims(token) : null;
  return claims && !isTokenExpired(Number(claims.exp), nowMs) ? claims : null;
}
