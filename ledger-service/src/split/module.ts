import { splitsProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { splitProcess } from './process';
import { splitRoutes } from './routes';

/** Splits (bifurcation): a property becomes the parent and new properties, each assessed and billed on its own. */
export const splitModule: DomainModule = {
  name: 'split',
  projections: [splitsProjection],
  routes: splitRoutes,
  processes: [splitProcess],
};
