import type { Request, RequestHandler } from 'express';
import { checkGuard, type Guard, type SessionClaims } from '@ptax/contracts';
import type { SessionRegistry } from '../staff/sessions';
import type { TokenService } from '../staff/tokens';
import { forbidden, unauthorized } from './errors';

export interface AuthedRequest extends Request {
  user?: SessionClaims;
}

export const SESSION_ENDED_MESSAGE = 'Session expired or invalid, please login again';

/** RFC 6750: the header that tells a refused token apart from other 401s (a wrong old password). */
export const INVALID_TOKEN_CHALLENGE = 'Bearer error="invalid_token"';

/**
 * Reads the bearer token when there is one; guards decide what a missing token means. A token of an
 * account deleted, or whose password changed after it was issued, is refused like an expired one.
 */
export function authenticate(tokens: TokenService, sessions?: SessionRegistry): RequestHandler {
  return async (req: AuthedRequest, res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const match = /^Bearer (.+)$/i.exec(header);
    const claims = match ? tokens.verify(match[1]) : null;
    try {
      if (!claims || (sessions && !(await sessions.isCurrent(claims)))) {
        res.setHeader('WWW-Authenticate', INVALID_TOKEN_CHALLENGE);
        return next(unauthorized(SESSION_ENDED_MESSAGE));
      }
    } catch (error) {
      return next(error);
    }
    req.user = claims;
    next();
  };
}

/** Enforces a route guard of contracts: no token 401, wrong login type 403. */
/** The guard is kept on the handler, so the published contract can be checked against the router (docs/). */
export function requireGuard(guard: Guard): RequestHandler & { guard: Guard } {
  const handler: RequestHandler = (req: AuthedRequest, _res, next) => {
    const outcome = checkGuard(guard, req.user?.loginType);
    if (outcome === 'login') return next(unauthorized());
    if (outcome === 'notAuthorized') return next(forbidden());
    next();
  };
  return Object.assign(handler, { guard });
}

export function currentUser(req: Request): SessionClaims {
  const user = (req as AuthedRequest).user;
  if (!user) throw unauthorized();
  return user;
}
