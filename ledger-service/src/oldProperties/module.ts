import { oldPropertiesProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { oldPropertyRoutes } from './routes';

export const oldPropertiesModule: DomainModule = {
  name: 'oldProperties',
  projections: [oldPropertiesProjection],
  routes: oldPropertyRoutes,
};
