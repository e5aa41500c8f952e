import type { DomainModule } from '../moduleContract';
import { startAccrualWorker } from './accrualWorker';
import { demandReportRoutes } from './routes';

/** The demand reports and the defaulters list, read from the ledger read model; the sums' daily accrual. */
export const demandReportsModule: DomainModule = {
  name: 'demandReports',
  projections: [],
  routes: demandReportRoutes,
  workers: (ctx) => [startAccrualWorker(ctx)],
};
