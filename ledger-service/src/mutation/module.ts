import { mutationFeeTablesProjection, mutationsProjection } from '@ptax/projections';
import { Router } from 'express';
import type { DomainModule } from '../moduleContract';
import { demoCityModule } from '../seed/demoCity/module';
import { mutationCommandRoutes } from './commandRoutes';
import { seedDefaultFeeTable } from './feeTable';
import { mutationPaperRoutes } from './paperRoutes';
import { mutationProcess } from './process';
import { mutationQueryRoutes } from './queryRoutes';
import { seedDemoMutations } from './seed';

/**
 * Mutations (title transfer): requested with the deed and documents while the property owes nothing,
 * the fee charged on its ledger from the dated fee table, approved once paid (the owner changes on the
 * register) or rejected (the fee waived); the acknowledgement and the certificate as PDFs.
 */
export const mutationModule: DomainModule = {
  name: 'mutation',
  projections: [mutationsProjection, mutationFeeTablesProjection],
  routes: (ctx) =>
    Router().use(mutationCommandRoutes(ctx), mutationQueryRoutes(ctx), mutationPaperRoutes(ctx)),
  processes: [mutationProcess],
  async seedDemo(ctx) {
    await seedDefaultFeeTable(ctx.store, ctx.now);
    // The demo mutations concern the demo city's properties: its seed is idempotent (see objection/module.ts).
    await demoCityModule.seedDemo?.(ctx);
    const seeded = await seedDemoMutations(ctx);
    if (seeded.length > 0) console.log(`Demo mutations: ${seeded.join(', ')}`);
  },
};
