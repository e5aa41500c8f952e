import type { RequestHandler } from 'express';
import { MODULES } from './modules';
import type { ModuleContext } from './moduleContract';

/** The routers of every domain, mounted under /api in module order. */
export function buildApiRouters(ctx: ModuleContext): RequestHandler[] {
  return MODULES.flatMap((module) => (module.routes ? [module.routes(ctx)] : []));
}
