import type { RequestHandler } from 'express';
import type { DomainModule, ModuleContext } from '../moduleContract';
import { sandboxEnabled } from './sandbox/credentials';
import { sandboxGatewayMigrations } from './sandbox/migrations';
import { sandboxGatewayRouter } from './sandbox/router';

/** The built-in sandbox gateway's table; the payments module uses the adapters (config.ts). */
export const gatewayModule: DomainModule = {
  name: 'gateway',
  migrations: sandboxGatewayMigrations,
};

/** Routers mounted outside /api, before the web apps (app.ts): the sandbox gateway, unless SANDBOX_GATEWAY=off. */
export function sandboxGatewayRouters(
  ctx: ModuleContext,
  env: NodeJS.ProcessEnv = process.env,
): RequestHandler[] {
  return sandboxEnabled(env) ? [sandboxGatewayRouter({ db: ctx.pool, now: ctx.now })] : [];
}
