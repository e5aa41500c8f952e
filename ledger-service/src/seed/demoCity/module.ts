import type { DomainModule } from '../../modules';
import { DEMO_CITY_PROPERTIES, seedDemoCity } from './seedDemoCity';

/** The demo city's properties and their assessments: demo data only (no tables, no routes). */
export const demoCityModule: DomainModule = {
  name: 'demoCity',
  async seedDemo(ctx) {
    const summary = await seedDemoCity(ctx, { count: DEMO_CITY_PROPERTIES });
    if (summary.registered === 0) return;
    const seconds = (summary.milliseconds / 1000).toFixed(1);
    console.log(
      `Demo city: ${summary.registered} properties registered and ${summary.assessed} assessed in ${seconds} s`,
    );
    for (const { propertyUniqueId, message } of summary.failed)
      console.warn(`Demo city: ${propertyUniqueId} not assessed: ${message}`);
  },
};
