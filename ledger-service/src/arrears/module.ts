import type { DomainModule } from '../modules';
import { arrearsRoutes } from './routes';

export const arrearsModule: DomainModule = {
  name: 'arrears',
  routes: arrearsRoutes,
};
