import type { RequestHandler } from 'express';
import type { StaffAccounts } from './staff/accounts';
import type { StaffDirectory } from './staff/directory';
import { staffRoutes } from './staff/routes';

/** What the domain routers need; the composition root (platform.ts) builds it. */
export interface ApiDeps {
  accounts: StaffAccounts;
  directory: StaffDirectory;
}

/** The routers of every domain, mounted under /api in this order. */
export function buildApiRouters(deps: ApiDeps): RequestHandler[] {
  return [staffRoutes(deps.accounts, deps.directory)];
}
