import { propertiesProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { propertyMigrations } from './migrations';
import { propertyRoutes } from './routes';

export const propertiesModule: DomainModule = {
  name: 'properties',
  migrations: propertyMigrations,
  projections: [propertiesProjection],
  routes: propertyRoutes,
};
