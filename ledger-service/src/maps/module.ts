import type { DomainModule } from '../moduleContract';
import { mapRoutes } from './routes';

/** The GIS map: its session and its layers, read from the geography, property and ledger read models. */
export const mapsModule: DomainModule = {
  name: 'maps',
  projections: [],
  routes: mapRoutes,
};
