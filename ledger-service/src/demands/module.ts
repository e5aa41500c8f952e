import { ledgerProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { demoCityModule } from '../seed/demoCity/module';
import { demandRoutes } from './routes';
import { seedDemoDemands } from './seed';
import { startDemandWorker } from './worker';

/** Demands: the ledger read model, bulk and single demand raising, bills, payable amounts. */
export const demandsModule: DomainModule = {
  name: 'demands',
  projections: [ledgerProjection],
  routes: (ctx) => demandRoutes(ctx),
  async seedDemo(ctx) {
    // The demo demands are the demo city's: the city is seeded last (its test says so), so it is
    // seeded here first; its seed is idempotent and its own turn then finds it complete.
    await demoCityModule.seedDemo?.(ctx);
    const started = performance.now();
    const { raised, years } = await seedDemoDemands(ctx);
    if (raised === 0) return;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo demands: ${raised} raised for ${years.join(' and ')} in ${seconds} s`);
  },
  workers: (ctx) => [startDemandWorker(ctx)],
};
