import type { DomainModule } from '../moduleContract';
import { arrearsRoutes } from './routes';

export const arrearsModule: DomainModule = {
  name: 'arrears',
  routes: arrearsRoutes,
};
