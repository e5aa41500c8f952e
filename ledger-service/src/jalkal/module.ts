import { jalkalEditsProjection } from '@ptax/projections';
import { Router } from 'express';
import type { DomainModule } from '../moduleContract';
import { demoCityModule } from '../seed/demoCity/module';
import { jalkalCommandRoutes } from './commandRoutes';
import { jalkalApprovalProcess } from './completion';
import { jalkalQueryRoutes } from './queryRoutes';
import { seedDemoJalkalRequests } from './seed';

/** Jalkal edit requests: raised by staff, decided by the water department, carried out on the property. */
export const jalkalModule: DomainModule = {
  name: 'jalkal',
  projections: [jalkalEditsProjection],
  routes: (ctx) => Router().use(jalkalCommandRoutes(ctx), jalkalQueryRoutes(ctx)),
  async seedDemo(ctx) {
    // The demo requests concern the demo city's properties, which are seeded last: seeded here
    // first (the city's seed is idempotent, its own turn then finds it complete).
    await demoCityModule.seedDemo?.(ctx);
    const seeded = await seedDemoJalkalRequests(ctx);
    if (seeded.length > 0) console.log(`Demo jalkal requests: ${seeded.join(', ')}`);
  },
  processes: [jalkalApprovalProcess],
};
