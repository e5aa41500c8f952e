import { dcbProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { dcbRoutes } from './routes';

/** The DCB report as of any date, read from the dcb read model (day-by-day ledger changes). */
export const dcbModule: DomainModule = {
  name: 'dcb',
  projections: [dcbProjection],
  routes: dcbRoutes,
};
