import { propertyAssessmentsProjection, taxRuleSetsProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { taxRoutes } from './routes';
import { seedDefaultRuleSets, seedDemoAssessments } from './seed';

/** The tax engine's server side: rule sets, assessments, the calculation and ARV report calls. */
export const taxModule: DomainModule = {
  name: 'tax',
  projections: [taxRuleSetsProjection, propertyAssessmentsProjection],
  routes: (ctx) => taxRoutes(ctx),
  async seedDemo(ctx) {
    await seedDefaultRuleSets(ctx.store, ctx.now);
    // Assessments read the rule sets just adopted.
    await ctx.readYourWrites((await ctx.store.headCheckpoint()).position);
    await seedDemoAssessments(ctx);
  },
};
