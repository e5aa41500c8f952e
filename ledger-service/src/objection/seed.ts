// Demo data: a handful of objections on the demo city's properties, raised, rejected and resolved
// through the module's own code as the demo staff: three pending (one from the operator with a
// document), one rejected with its reason, one resolved. A start that finds objections in the demo
// city adds none (README.md "Demo objections" lists what a first start makes).
import { indiaDate, LOGIN_TYPES, objectionStream, userKindOf, type EventMetadata } from '@ptax/contracts';
import { listZones } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import { UNLIMITED } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { textPdf } from '../seed/demoCity/files';
import { DEMO_CITY_ID, DEMO_OPERATOR } from '../seed/demoUsers';
import { objectionDecider } from './decide';
import { completeResolution } from './resolution';
import { rejectObjection } from './reject';
import { uploadObjection } from './upload';

const DAY_MS = 86_400_000;
const by = (userId: string, loginType: string): EventMetadata => ({
  userId,
  loginType,
  command: 'SeedDemoObjections',
});
const OPERATOR = by(DEMO_OPERATOR.email, DEMO_OPERATOR.loginType);
const ADMIN = by('admin@nagarnigam.demo', LOGIN_TYPES.nagarNigam);
const JALKAL = by('jalkal@nagarnigam.demo', LOGIN_TYPES.jalkal);

interface DemoObjection {
  who: EventMetadata;
  description: string;
  daysAgo: number;
  document?: string;
  rejected?: string;
  resolved?: string;
}

const SURVEY = textPdf([
  'Site measurement sketch - DEMO',
  'Nagar Nigam Lucknow - demonstration data',
  'This is not a real survey. It stands in for the proof a citizen brings.',
]);

export const DEMO_OBJECTIONS: DemoObjection[] = [
  {
    who: OPERATOR,
    description: 'The first floor is 600 sq ft, not the recorded area: the survey counted the open terrace.',
    daysAgo: 5,
    document: 'site-measurement.pdf',
  },
  {
    who: OPERATOR,
    description: 'The house is lived in by the owner, not rented out.',
    daysAgo: 3,
  },
  {
    who: ADMIN,
    description: 'The road in front is under 12 m wide; the assessment used the 12-24 m rate.',
    daysAgo: 2,
  },
  {
    who: JALKAL,
    description: 'The plot is smaller than the register says.',
    daysAgo: 20,
    rejected: 'The sale deed and the site survey both show the recorded plot area.',
  },
  {
    who: ADMIN,
    description: 'Water tax is charged but the house has no water connection.',
    daysAgo: 12,
    resolved: 'Inspected on site: a working connection exists; the register stands as recorded.',
  },
];

/** One active property in each demo zone, the first by ID, so the objections spread over zones. */
async function demoProperties(ctx: ModuleContext): Promise<string[]> {
  const zones = await listZones(
    ctx.pool,
    { cityId: DEMO_CITY_ID, scope: UNLIMITED },
    { page: 1, limit: null },
  );
  const { rows } = await ctx.pool.query<{ id: string }>(
    `SELECT DISTINCT ON (zone_id) property_unique_id AS id FROM properties
      WHERE zone_id = ANY($1::text[]) AND status <> 'deleted' ORDER BY zone_id, property_unique_id`,
    [zones.rows.map((zone) => zone.id)],
  );
  return rows.map((row) => row.id);
}

async function alreadySeeded(ctx: ModuleContext, properties: string[]): Promise<boolean> {
  const { rows } = await ctx.pool.query(
    'SELECT 1 FROM objections WHERE property_unique_id = ANY($1::text[]) LIMIT 1',
    [properties],
  );
  return rows.length > 0;
}

async function seedOne(ctx: ModuleContext, demo: DemoObjection, propertyUniqueId: string): Promise<string> {
  const documents = demo.document
    ? [{ name: demo.document, content: SURVEY, contentType: 'application/pdf' }]
    : [];
  const { objectionId, position } = await uploadObjection(
    ctx,
    {
      propertyUniqueId,
      description: demo.description,
      objectionDate: indiaDate(ctx.now() - demo.daysAgo * DAY_MS),
      uploaderType: userKindOf(demo.who.loginType),
      documents,
    },
    UNLIMITED,
    demo.who,
  );
  let last = position;
  if (demo.rejected) last = await rejectObjection(ctx, objectionId, demo.rejected, UNLIMITED, ADMIN);
  if (demo.resolved) {
    const at = new Date(ctx.now()).toISOString();
    const command = { type: 'DecideResolution' as const, propertyUniqueId, remarks: demo.resolved, at };
    await handleCommand(ctx.store, objectionStream(objectionId), objectionDecider, command, ADMIN);
    last = (await completeResolution(ctx, objectionId)).position;
  }
  await ctx.readYourWrites(last);
  return objectionId;
}

/** Seeds the demo objections once; returns their numbers (none when the city has objections or no properties). */
export async function seedDemoObjections(ctx: ModuleContext): Promise<string[]> {
  await ctx.readYourWrites((await ctx.store.headCheckpoint()).position);
  const properties = await demoProperties(ctx);
  if (properties.length === 0 || (await alreadySeeded(ctx, properties))) return [];
  const seeded: string[] = [];
  for (const [index, demo] of DEMO_OBJECTIONS.entries())
    seeded.push(await seedOne(ctx, demo, properties[index % properties.length]));
  return seeded;
}
