// Demo data: three self-assessments in the demo city (README, demo data): a new house (Form A) and a
// shop on a registered property (Form C) waiting for a decision, and one rejected with a reason.
// Submitted through the submission's own code with real pictures; a second start adds nothing.
import { selfAssessmentStream, type EventMetadata } from '@ptax/contracts';
import { listCategories } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import type { ModuleContext } from '../moduleContract';
import { houseImage } from '../seed/demoCity/files';
import { DEMO_CITY_ID } from '../seed/demoUsers';
import { selfAssessmentDecider } from './decide';
import { demoSelfAssessments, type DemoSelfAssessment } from './demoForms';
import { createSelfAssessmentSubmission } from './submission';
import { uploadedFile } from './uploadedFile';

export const SEED_METADATA: EventMetadata = { userId: 'seed', command: 'SeedDemoSelfAssessments' };

export async function demoSelfAssessmentsSeeded(ctx: ModuleContext): Promise<boolean> {
  await ctx.readYourWrites((await ctx.store.headCheckpoint()).position);
  const { rows } = await ctx.pool.query("SELECT 1 FROM self_assessments WHERE submitted_by = 'seed' LIMIT 1");
  return rows.length > 0;
}

/** Two residential demo properties of different mohallas where possible: places for the forms. */
async function demoPlaces(ctx: ModuleContext) {
  const { rows } = await ctx.pool.query<{
    propertyUniqueId: string;
    zoneId: string;
    wardId: string;
    mohallaId: string;
  }>(
    `SELECT DISTINCT ON (p.mohalla_id) p.property_unique_id AS "propertyUniqueId", p.zone_id AS "zoneId",
            p.ward_id AS "wardId", p.mohalla_id AS "mohallaId"
       FROM properties p JOIN zones z ON z.id = p.zone_id
      WHERE z.city_id = $1 AND p.status <> 'deleted' AND p.house_category = 'residential'
      ORDER BY p.mohalla_id, p.property_unique_id LIMIT 2`,
    [DEMO_CITY_ID],
  );
  return rows;
}

const DEMO_FILES = () => ({
  buildingImageFront: uploadedFile('buildingImageFront', houseImage('front')),
  buildingImageRight: uploadedFile('buildingImageRight', houseImage('right')),
  buildingImageLeft: uploadedFile('buildingImageLeft', houseImage('left')),
});

async function seedOne(ctx: ModuleContext, demo: DemoSelfAssessment): Promise<string> {
  const { submission } = await createSelfAssessmentSubmission(ctx)(
    { fields: demo.fields, files: DEMO_FILES() },
    SEED_METADATA,
  );
  if (demo.rejectionReason) {
    const command = {
      type: 'RejectSelfAssessment' as const,
      reason: demo.rejectionReason,
      at: new Date(ctx.now()).toISOString(),
    };
    const stream = selfAssessmentStream(submission.selfAssessmentId);
    await handleCommand(ctx.store, stream, selfAssessmentDecider, command, SEED_METADATA);
  }
  return submission.selfAssessmentId;
}

export async function seedDemoSelfAssessments(ctx: ModuleContext): Promise<string[]> {
  if (await demoSelfAssessmentsSeeded(ctx)) return [];
  const [first, second = first] = await demoPlaces(ctx);
  const shopCategory = (await listCategories(ctx.pool)).find((c) => c.subCategories.length > 0);
  if (!first || !shopCategory) return [];
  const place = { zoneId: first.zoneId, wardId: first.wardId, mohallaId: first.mohallaId };
  const sub = { category: shopCategory.category, subCategory: shopCategory.subCategories[0].subCategory };
  const numbers: string[] = [];
  for (const demo of demoSelfAssessments(place, second, sub)) numbers.push(await seedOne(ctx, demo));
  console.log(`Demo self-assessments: ${numbers.join(', ')}`);
  return numbers;
}
