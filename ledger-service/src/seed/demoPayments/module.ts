import type { DomainModule } from '../../moduleContract';
import { seedDemoPayments } from './seedDemoPayments';

/**
 * Payments on the demo city's demands: demo data only (no tables, no routes). Seeded right after the
 * demands module, whose seed raises them (and seeds the city first); the later demo seeds (objections,
 * mutations...) then find a city where people have paid.
 */
export const demoPaymentsModule: DomainModule = {
  name: 'demoPayments',
  async seedDemo(ctx) {
    const summary = await seedDemoPayments(ctx);
    if (summary.events === 0) return;
    const modes = Object.entries(summary.payments)
      .map(([mode, count]) => `${mode} ${count}`)
      .join(', ');
    const seconds = (summary.milliseconds / 1000).toFixed(1);
    console.log(`Demo payments: ${summary.payers} properties paid (${modes}) in ${seconds} s`);
  },
};
