import { collectionsProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { collectionRoutes } from './routes';

/** The tax collection reports, read from the collections aggregates and the receipt register. */
export const collectionsModule: DomainModule = {
  name: 'collections',
  projections: [collectionsProjection],
  routes: collectionRoutes,
};
