import type { DomainModule } from '../moduleContract';
import { propertyReportRoutes } from './routes';

/** The property reports (propertyWise, summaryProperties, taxSummary), read from the read models. */
export const propertyReportsModule: DomainModule = {
  name: 'propertyReports',
  projections: [],
  routes: propertyReportRoutes,
};
