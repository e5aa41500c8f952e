import { Router, type RequestHandler } from 'express';
import { apiCall, type ApiCall, type HttpMethod } from '@ptax/contracts';
import { requireGuard } from './auth';

/** Every call mounted so far, with the absolute path of its router file: read by scripts/spec-coverage.ts. */
export const mountedCalls: (ApiCall & { file: string })[] = [];

/**
 * Registers a call of SPEC section 7 by its method and path; the guard comes from contracts, so a
 * handler cannot be mounted without the access rule the spec gives it. Express 5 forwards rejected
 * promises of async handlers to the error handler.
 */
export function specRouter(file: string) {
  const router = Router();
  const register = (method: HttpMethod, path: string, ...handlers: RequestHandler[]) => {
    const call = apiCall(method, path);
    const verb = method.toLowerCase() as Lowercase<HttpMethod>;
    router[verb](`/${call.path}`, requireGuard(call.guard), ...handlers);
    mountedCalls.push({ ...call, file });
  };
  return { router, register };
}
