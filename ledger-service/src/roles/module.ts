import { rolesProjection } from '@ptax/projections';
import type { DomainModule, ModuleContext } from '../moduleContract';
import { createRoleCommands } from './commands';
import { roleMigrations } from './migrations';
import { createRoleNames } from './names';
import { roleRoutes } from './routes';
import { seedDemoRoles } from './seed';

const commandsOf = (ctx: ModuleContext) => createRoleCommands(ctx.store, createRoleNames(ctx.pool), ctx.now);

export const rolesModule: DomainModule = {
  name: 'roles',
  migrations: roleMigrations,
  projections: [rolesProjection],
  routes: (ctx) => roleRoutes(ctx, commandsOf(ctx)),
  seedDemo: (ctx) => seedDemoRoles(ctx.store, commandsOf(ctx)).then(() => undefined),
};
