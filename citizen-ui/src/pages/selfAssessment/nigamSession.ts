import { LOGIN_TYPES, liveClaims, TOKEN_STORAGE_KEY } from '@ptax/contracts';

export type NigamAccess = { kind: 'official'; token: string } | { kind: 'noLogin' } | { kind: 'wrongLogin' };

/**
 * The back office's token (same origin, same local-storage entry): this page lists for nagar_nigam
 * officials only, as the server does; without such a token nothing is asked of the server.
 */
export function nigamAccess(now: number = Date.now()): NigamAccess {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode): then there is no login either.
  }
  const claims = liveClaims(token, now);
  if (!token || !claims) return { kind: 'noLogin' };
  return claims.loginType === LOGIN_TYPES.nagarNigam ? { kind: 'official', token } : { kind: 'wrongLogin' };
}
