import type { DomainModule } from '../../moduleContract';
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
    // The seed assesses whole mohallas: a refusal may concern a property registered otherwise.
    const [first] = summary.failed;
    if (first)
      console.warn(
        `Demo city: ${summary.failed.length} properties of its mohallas could not be assessed, ` +
          `for example ${first.propertyUniqueId}: ${first.message}`,
      );
  },
};
