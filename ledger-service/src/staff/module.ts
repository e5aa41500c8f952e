import { Router } from 'express';
import { staffProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { seedDemoUsers } from '../seed/demoUsers';
import { staffMigrations } from './migrations';
import { officialRoutes } from './officialRoutes';
import { operatorRoutes } from './operatorRoutes';
import { staffRoutes } from './routes';

export const staffModule: DomainModule = {
  name: 'staff',
  migrations: staffMigrations,
  projections: [staffProjection],
  routes: (ctx) =>
    Router().use(staffRoutes(ctx.accounts, ctx.directory), officialRoutes(ctx), operatorRoutes(ctx)),
  seedDemo: (ctx) => seedDemoUsers(ctx.accounts).then(() => undefined),
};
