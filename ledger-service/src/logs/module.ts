import { logsProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { logRoutes } from './routes';

/** Logs: who changed what on the register and the ledgers, when and why, read from the events. */
export const logsModule: DomainModule = {
  name: 'logs',
  projections: [logsProjection],
  routes: logRoutes,
};
