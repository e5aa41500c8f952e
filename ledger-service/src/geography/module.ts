import { Router } from 'express';
import { geographyProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { bankRoutes } from './banks/routes';
import { cityRoutes } from './cities/routes';
import { createKeyRegistry } from './keys';
import { geographyMigrations } from './migrations';
import { mohallaRoutes } from './mohallas/routes';
import { seedDemoGeography } from './seed/demoGeography';
import { seedReferenceData } from './seed/reference';
import { wardRoutes } from './wards/routes';
import { zoneRoutes } from './zones/routes';

/** Cities, zones, wards, mohallas (with their rates) and banks: the geography masters. */
export const geographyModule: DomainModule = {
  name: 'geography',
  migrations: geographyMigrations,
  projections: [geographyProjection],
  routes: (ctx) => {
    const keys = createKeyRegistry(ctx.pool);
    return Router().use(
      cityRoutes(ctx),
      bankRoutes(ctx),
      zoneRoutes(ctx, keys),
      wardRoutes(ctx, keys),
      mohallaRoutes(ctx, keys),
    );
  },
  async seedDemo(ctx) {
    // What exists is read from the read model: let it catch up with the log first.
    await ctx.readYourWrites((await ctx.store.headCheckpoint()).position);
    await seedReferenceData(ctx);
    await seedDemoGeography(ctx, createKeyRegistry(ctx.pool));
  },
};
