import { categoriesProjection } from '@ptax/projections';
import type { DomainModule, ModuleContext } from '../moduleContract';
import { createCategoryCommands } from './commands';
import { categoryRoutes } from './routes';
import { seedDefaultCategories } from './seed';

const commandsOf = (ctx: ModuleContext) => createCategoryCommands(ctx.store, ctx.pool, ctx.now);

/** The category master: non-residential categories and their sub-categories' ARV factors. */
export const categoriesModule: DomainModule = {
  name: 'categories',
  projections: [categoriesProjection],
  routes: (ctx) => categoryRoutes(ctx, commandsOf(ctx)),
  seedDemo: (ctx) => seedDefaultCategories(ctx.store, commandsOf(ctx)).then(() => undefined),
};
