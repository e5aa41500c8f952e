import { discountsProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { discountRoutes } from './routes';
import { seedDefaultDiscounts } from './seed';

/** The discount master: rebates for paying the current year's tax early (DOMAIN.md). */
export const discountsModule: DomainModule = {
  name: 'discounts',
  projections: [discountsProjection],
  routes: (ctx) => discountRoutes(ctx),
  seedDemo: (ctx) => seedDefaultDiscounts(ctx.store, ctx.now).then(() => undefined),
};
