import jwt from 'jsonwebtoken';
import { isTokenExpired, newTokenExp, type SessionClaims } from '@ptax/contracts';

export interface TokenService {
  issue(claims: Omit<SessionClaims, 'exp'>): string;
  /** The claims of a valid, unexpired token; null otherwise. */
  verify(token: string): SessionClaims | null;
}

/**
 * HS256 tokens whose exp follows SPEC section 9 (units of 28,800,000 ms, see contracts'
 * tokenExpiry.ts). jsonwebtoken would read exp as seconds, so its own check is off and ours is used.
 */
export function createTokenService(secret: string, now: () => number): TokenService {
  return {
    issue: (claims) =>
      jwt.sign({ ...claims, issuedAt: now(), exp: newTokenExp(now()) }, secret, { algorithm: 'HS256' }),
    verify: (token) => {
      try {
        const payload = jwt.verify(token, secret, { algorithms: ['HS256'], ignoreExpiration: true });
        if (typeof payload !== 'object' || !isSessionClaims(payload)) return null;
        return isTokenExpired(payload.exp, now()) ? null : payload;
      } catch {
        return null;
      }
    },
  };
}

function isSessionClaims(payload: object): payload is SessionClaims {
  const claims = payload as Record<string, unknown>;
  return (
    ['loginType', 'accessName', 'accessType', 'email'].every((key) => typeof claims[key] === 'string') &&
    typeof claims.exp === 'number'
  );
}
