import type { RequestHandler } from 'express';
import type { DomainModule, ModuleContext } from '../moduleContract';
import { cityCodeFromEnv, portalFromEnv, portalIntervalFromEnv } from './config';
import { startPortalDispatcher } from './dispatcher';
import { statePortalMigrations } from './migrations';
import { statePortalRoutes } from './routes';
import { portalSandboxEnabled } from './sandbox/credentials';
import { portalSandboxRouter } from './sandbox/router';

/** The daily push of collections to the state portal e-Nagar Sewa, through its own outbox. */
export const statePortalModule: DomainModule = {
  name: 'statePortal',
  migrations: statePortalMigrations,
  routes: (ctx) => statePortalRoutes(ctx, cityCodeFromEnv()),
  workers: (ctx) => {
    const portal = portalFromEnv(ctx.publicUrl);
    return portal ? [startPortalDispatcher(ctx.pool, portal, portalIntervalFromEnv())] : [];
  },
};

/** The sandbox receiver, mounted outside /api like the sandbox gateway, unless STATE_PORTAL_SANDBOX=off. */
export function portalSandboxRouters(
  ctx: ModuleContext,
  env: NodeJS.ProcessEnv = process.env,
): RequestHandler[] {
  return portalSandboxEnabled(env) ? [portalSandboxRouter(ctx.pool)] : [];
}
