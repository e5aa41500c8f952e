import { filesModule } from './files/module';
import { staffModule } from './staff/module';
import { rateLimitModule } from './http/rateLimit';
import { oldPropertiesModule } from './oldProperties/module';
import { propertiesModule } from './properties/module';
import { geographyModule } from './geography/module';
import { rolesModule } from './roles/module';
import { categoriesModule } from './categories/module';
import { discountsModule } from './discounts/module';
import { taxModule } from './tax/module';
import { gatewayModule } from './gateway/module';
import { messagingModule } from './messaging/module';
import { onlinePaymentsModule } from './onlinePayments/module';
import { notesModule } from './notes/module';
import { arrearsModule } from './arrears/module';
import { auditModule } from './audit/module';
import { paymentsModule } from './payments/module';
import { collectionsModule } from './collections/module';
import { statePortalModule } from './statePortal/module';
import { utilityModule } from './utility/module';
import { demoCityModule } from './seed/demoCity/module';
import { demandsModule } from './demands/module';
import { demoPaymentsModule } from './seed/demoPayments/module';
import { demandReportsModule } from './demandReports/module';
import { propertyReportsModule } from './propertyReports/module';
import { dcbModule } from './dcb/module';
import { mapsModule } from './maps/module';
import { objectionModule } from './objection/module';
import { selfAssessmentModule } from './selfAssessment/module';
import { splitModule } from './split/module';
import { logsModule } from './logs/module';
import { jalkalModule } from './jalkal/module';
import { noticesModule } from './notices/module';
import { mutationModule } from './mutation/module';
import { docsModule } from './docs/module';
import type { DomainModule } from './moduleContract';

/** Every domain of the service, in seeding order. Add a domain here, nowhere else. */
export const MODULES: DomainModule[] = [
  staffModule,
  rateLimitModule,
  filesModule,
  geographyModule,
  rolesModule,
  categoriesModule,
  discountsModule,
  taxModule,
  oldPropertiesModule,
  propertiesModule,
  gatewayModule,
  messagingModule,
  onlinePaymentsModule,
  notesModule,
  arrearsModule,
  auditModule,
  paymentsModule,
  collectionsModule,
  statePortalModule,
  utilityModule,
  demandsModule,
  demoPaymentsModule,
  demandReportsModule,
  propertyReportsModule,
  dcbModule,
  mapsModule,
  objectionModule,
  selfAssessmentModule,
  splitModule,
  logsModule,
  jalkalModule,
  noticesModule,
  mutationModule,
  docsModule,
  // Last: the demo city is seeded on every master and rule set above.
  demoCityModule,
];
