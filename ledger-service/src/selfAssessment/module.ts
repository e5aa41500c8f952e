import { selfAssessmentsProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { acceptanceProcess } from './acceptance';
import { selfAssessmentRoutes } from './routes';
import { demoCityModule } from '../seed/demoCity/module';
import { demoSelfAssessmentsSeeded, seedDemoSelfAssessments } from './seed';

/** Citizens' self-assessments (Form A / Form C): submission, status lookup, officials' decisions. */
export const selfAssessmentModule: DomainModule = {
  name: 'selfAssessment',
  projections: [selfAssessmentsProjection],
  routes: selfAssessmentRoutes,
  processes: [acceptanceProcess],
  async seedDemo(ctx) {
    if (await demoSelfAssessmentsSeeded(ctx)) return;
    // The forms are for the demo city's places; the city is seeded last (its test says so), so here
    // first; its seed is idempotent and its own turn then finds it complete.
    await demoCityModule.seedDemo?.(ctx);
    await ctx.readYourWrites((await ctx.store.headCheckpoint()).position);
    await seedDemoSelfAssessments(ctx);
  },
};
