import { objectionsProjection } from '@ptax/projections';
import { Router } from 'express';
import type { DomainModule } from '../moduleContract';
import { demoCityModule } from '../seed/demoCity/module';
import { objectionCommandRoutes } from './commandRoutes';
import { objectionQueryRoutes } from './queryRoutes';
import { resolutionProcess } from './resolution';
import { seedDemoObjections } from './seed';

/** Objections: raised by staff for a citizen, listed, rejected, or resolved by correcting the property. */
export const objectionModule: DomainModule = {
  name: 'objection',
  projections: [objectionsProjection],
  routes: (ctx) => Router().use(objectionCommandRoutes(ctx), objectionQueryRoutes(ctx)),
  processes: [resolutionProcess],
  async seedDemo(ctx) {
    // The demo objections concern the demo city's properties: the city is seeded last (its test says
    // so), so it is seeded here first; its seed is idempotent and its own turn then finds it complete.
    await demoCityModule.seedDemo?.(ctx);
    const seeded = await seedDemoObjections(ctx);
    if (seeded.length > 0) console.log(`Demo objections: ${seeded.join(', ')}`);
  },
};
