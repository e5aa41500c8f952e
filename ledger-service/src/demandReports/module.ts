import type { DomainModule } from '../moduleContract';
import { demandReportRoutes } from './routes';

/** The demand reports and the defaulters list, read from the ledger read model. */
export const demandReportsModule: DomainModule = {
  name: 'demandReports',
  projections: [],
  routes: demandReportRoutes,
};
