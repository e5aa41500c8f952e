import { staffProjection } from '@ptax/projections';
import type { DomainModule } from '../modules';
import { seedDemoUsers } from '../seed/demoUsers';
import { staffMigrations } from './migrations';
import { staffRoutes } from './routes';

export const staffModule: DomainModule = {
  name: 'staff',
  migrations: staffMigrations,
  projections: [staffProjection],
  routes: (ctx) => staffRoutes(ctx.accounts, ctx.directory),
  seedDemo: (ctx) => seedDemoUsers(ctx.accounts).then(() => undefined),
};
