// The demo city's properties, registered through the property register's own domain path: each form
// is checked with the add call's schema and mapped as the add call maps it, its ID comes from the
// register's allocator (docs/PROPERTY-ID.md) and its events from the register's decider, appended on
// property-<id>. Then the tax module records every mohalla's assessments, so the ARV reports have data.
import {
  financialYearOfInstant,
  type BuildingImagesData,
  propertyAddSchema,
  propertyIdPrefix,
  propertyMohallaCodesStream,
  propertySerialStream,
  propertyStream,
  type EventMetadata,
  type PropertyDetails,
  type TaxRuleSet,
} from '@ptax/contracts';
import { findRuleSet, listCategories, listMohallas, listZones } from '@ptax/projections';
import { DuplicateEventConflictError } from '../../eventstore/errors';
import { demoUuid } from '../../geography/seed/ids';
import { seededRandom } from '../../geography/seed/rates';
import { UNLIMITED } from '../../http/scope';
import type { ModuleContext } from '../../moduleContract';
import { propertyDecider, type PropertyCommand } from '../../properties/decide';
import type { CheckedPlace } from '../../properties/places';
import { createPropertyIdAllocator, type PropertyIdAllocator } from '../../properties/propertyIds';
import { detailsOf, floorsOf, imagesOf, parseAll } from '../../properties/propertyInput';
import type { FileField } from '../../properties/uploads';
import { recordMohallaAssessments } from '../../tax/recordAssessments';
import { DEMO_CITY_ID } from '../demoUsers';
import { houseImage, proofDocument } from './files';
import { planDemoCity, type DemoMohalla, type DemoSubCategory, type PlannedProperty } from './plan';

/** How many properties `npm start` gives the demo city. */
export const DEMO_CITY_PROPERTIES = 5_000;
export const DEMO_CITY_METADATA: EventMetadata = { userId: 'seed', command: 'SeedDemoCity' };
const PRNG_SEED = 20_261_122;
/** Wards registered at once; within a ward one after another (its serial stream takes one writer). */
const PARALLEL_WARDS = 8;
/** Mohallas assessed at once; each appends up to 8 assessments at a time itself. */
const PARALLEL_MOHALLAS = 2;
const ALL = { page: 1, limit: null };

export interface DemoCitySummary {
  /** Properties the plan has. */
  planned: number;
  /** Registered by this run. */
  registered: number;
  /** Found registered by an earlier run (or a concurrent one), so not added again. */
  existing: number;
  /** Assessments recorded by this run, and the properties the tax engine refused. */
  assessed: number;
  failed: { propertyUniqueId: string; message: string }[];
  /** The IDs this run registered, in the order of the plan. */
  propertyUniqueIds: string[];
  milliseconds: number;
}

async function demoMohallas(ctx: ModuleContext): Promise<DemoMohalla[]> {
  const zones = await listZones(ctx.pool, { cityId: DEMO_CITY_ID, scope: UNLIMITED }, ALL);
  const inCity = new Set(zones.rows.map((zone) => zone.id));
  const { rows } = await listMohallas(ctx.pool, { scope: UNLIMITED }, ALL);
  return rows
    .filter((row) => inCity.has(row.zone_id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      zoneId: row.zone_id,
      wardId: row.ward_id,
      zoneNo: row.zone_no,
      wardNo: row.ward_no,
      wardName: row.ward_fullname,
      water: row.water_tax_availability,
      sewer: row.sewer_tax_availability,
    }));
}

async function demoSubCategories(ctx: ModuleContext): Promise<DemoSubCategory[]> {
  return (await listCategories(ctx.pool)).flatMap((category) =>
    category.subCategories.map((sub) => ({
      category: category.category,
      subCategory: sub.subCategory,
      name: sub.name,
    })),
  );
}

/** Zone and ward digits of an ID (its first five): they never change, whatever later edits do. */
const wardKeyOf = (mohalla: DemoMohalla) =>
  propertyIdPrefix({ zoneNo: mohalla.zoneNo, wardNo: mohalla.wardNo, mohallaCode: 1 }).slice(0, 5);

/**
 * The demo city's properties already registered, by ward (zone and ward digits of their IDs, which no
 * edit changes; deleted ones count too). Found through the register's ID allocator: the IDs it issued
 * with this seed's metadata, in each mohalla of each ward, that name a registered property. Other
 * seeds (also user 'seed') and people's registrations are not counted, and an ID issued to a run
 * that stopped before registering it is left unused.
 */
async function seededPerWard(ctx: ModuleContext, wardKeys: string[]): Promise<Map<string, number>> {
  const issued = new Map<string, string[]>();
  await eachInParallel(wardKeys, PARALLEL_WARDS, async (wardKey) => {
    const ids: string[] = [];
    for (const code of await ctx.store.readStream(propertyMohallaCodesStream(wardKey))) {
      const { mohallaCode } = code.data as { mohallaCode: number };
      const prefix = `${wardKey}${String(mohallaCode).padStart(3, '0')}`;
      for (const serial of await ctx.store.readStream(propertySerialStream(prefix))) {
        if (serial.metadata.command === DEMO_CITY_METADATA.command)
          ids.push((serial.data as { propertyUniqueId: string }).propertyUniqueId);
      }
    }
    issued.set(wardKey, ids);
  });
  const { rows } = await ctx.pool.query<{ ward: string; n: string }>(
    `SELECT left(property_unique_id, 5) AS ward, count(*) AS n FROM properties
      WHERE property_unique_id = ANY($1::text[]) GROUP BY 1`,
    [[...issued.values()].flat()],
  );
  return new Map(rows.map((row) => [row.ward, Number(row.n)]));
}

interface WardWork {
  wardKey: string;
  /** Place in the ward's list of the first property still to register. */
  from: number;
  properties: PlannedProperty[];
}

type StoredKeys = Partial<Record<FileField, string>>;

/**
 * Three small house pictures and the two proofs, stored once per run that registers anything; every
 * demo property refers to the same keys (the register stores keys, never bytes, in its events).
 */
async function storeDemoFiles(ctx: ModuleContext, work: WardWork[]): Promise<StoredKeys> {
  const todo = work.flatMap((ward) => ward.properties.slice(ward.from));
  const keys: StoredKeys = {
    buildingImageFront: await ctx.files.put(houseImage('front'), 'image/png', 'property-images'),
    buildingImageRight: await ctx.files.put(houseImage('right'), 'image/png', 'property-images'),
    buildingImageLeft: await ctx.files.put(houseImage('left'), 'image/png', 'property-images'),
  };
  if (todo.some((p) => p.form.isDisabled))
    keys.disabilityDocumentProof = await ctx.files.put(
      proofDocument('disability'),
      'application/pdf',
      'property-documents',
    );
  if (todo.some((p) => p.form.isExDefensePersonalWidow))
    keys.exDefensePersonalDocumentProof = await ctx.files.put(
      proofDocument('exDefenceWidow'),
      'application/pdf',
      'property-documents',
    );
  return keys;
}

/** The register's command for a planned property, its form checked by the add call's own schema. */
function commandFor(
  planned: PlannedProperty,
  keys: StoredKeys,
  at: string,
): (propertyUniqueId: string) => PropertyCommand {
  const { form } = planned;
  const input = parseAll(propertyAddSchema, {
    ...form,
    disabilityDocumentProof: form.isDisabled ? keys.disabilityDocumentProof : undefined,
    exDefensePersonalDocumentProof: form.isExDefensePersonalWidow
      ? keys.exDefensePersonalDocumentProof
      : undefined,
  });
  const details = detailsOf(input, {}) as PropertyDetails;
  return (propertyUniqueId) => ({
    type: 'RegisterProperty',
    propertyUniqueId,
    details,
    // Premise ids derived from the property, so the same city gets the same ids.
    floors: floorsOf(
      (input.floors ?? []).map((floor, index) => ({
        ...floor,
        propertyPremiseId: demoUuid(`property/${propertyUniqueId}/premise/${index}`),
      })),
    ),
    images: imagesOf(keys) as BuildingImagesData,
    at,
  });
}

/**
 * The demo city stands for a register taken over from the survey: its properties count as registered
 * on 1 April two financial years back (metadata effectiveAt), when its oldest demo demands start, so
 * a ledger "as of last month" shows them with their arrears.
 */
function registrationMetadata(now: number): EventMetadata {
  const start = Number(financialYearOfInstant(now).slice(0, 4)) - 2;
  return { ...DEMO_CITY_METADATA, effectiveAt: `${start}-04-01T10:00:00+05:30` };
}

async function registerWard(
  ctx: ModuleContext,
  ids: PropertyIdAllocator,
  ward: WardWork,
  commands: Map<PlannedProperty, (id: string) => PropertyCommand>,
): Promise<{ registered: string[]; position: number; existing: number }> {
  const registered: string[] = [];
  let position = 0;
  let existing = 0;
  for (let index = ward.from; index < ward.properties.length; index++) {
    const planned = ward.properties[index];
    const { mohalla } = planned;
    const place: CheckedPlace = {
      zoneId: mohalla.zoneId,
      wardId: mohalla.wardId,
      mohallaId: mohalla.id,
      zoneNo: mohalla.zoneNo,
      wardNo: mohalla.wardNo,
    };
    const propertyUniqueId = await ids.allocate(place, DEMO_CITY_METADATA);
    // The stream is new (its ID was just issued): the decision is made on the empty state and
    // appended with no_stream, as handleCommand's first attempt would, one read fewer.
    const events = propertyDecider.decide(
      propertyDecider.initialState,
      commands.get(planned)!(propertyUniqueId),
    );
    try {
      const result = await ctx.store.append(
        propertyStream(propertyUniqueId),
        events.map((event, n) => ({
          ...event,
          // The same planned property always has the same event id: a second seeder running at the
          // same time is refused it (the store keeps an id once) instead of registering it twice.
          id: demoUuid(`demoCity/${ward.wardKey}/${index}/${n}`),
          metadata: registrationMetadata(ctx.now()),
        })),
        'no_stream',
      );
      position = Math.max(position, result.position);
      registered.push(propertyUniqueId);
    } catch (error) {
      if (!(error instanceof DuplicateEventConflictError)) throw error;
      existing++; // the issued ID stays unused, as any abandoned allocation does
    }
  }
  return { registered, position, existing };
}

/** Works through the items, `limit` at a time; after a failure no new item starts, and once the
 * items in flight have ended the first failure is thrown (nothing keeps writing after it). */
async function eachInParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && next < items.length) {
      await work(items[next++]).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
}

async function assessMohallas(ctx: ModuleContext, mohallaIds: string[], ruleSet: TaxRuleSet) {
  let assessed = 0;
  let position = 0;
  const failed: DemoCitySummary['failed'] = [];
  await eachInParallel(mohallaIds, PARALLEL_MOHALLAS, async (mohallaId) => {
    const result = await recordMohallaAssessments(ctx, mohallaId, ruleSet, DEMO_CITY_METADATA);
    assessed += result.summary.assessed;
    failed.push(...result.summary.failed);
    position = Math.max(position, result.position);
  });
  return { assessed, failed, position };
}

const EMPTY: DemoCitySummary = {
  planned: 0,
  registered: 0,
  existing: 0,
  assessed: 0,
  failed: [],
  propertyUniqueIds: [],
  milliseconds: 0,
};

/**
 * Registers the demo city's `count` properties and records their assessments for the current
 * financial year. Idempotent: once `count` seeded properties exist nothing is added (a second start
 * adds nothing); an interrupted first start is completed, ward by ward, from where it stopped.
 */
export async function seedDemoCity(
  ctx: ModuleContext,
  options: { count: number } = { count: DEMO_CITY_PROPERTIES },
): Promise<DemoCitySummary> {
  const started = performance.now();
  // What exists is read from the read models: let them catch up with the log first.
  await ctx.readYourWrites((await ctx.store.headCheckpoint()).position);
  const mohallas = await demoMohallas(ctx);
  const done = await seededPerWard(ctx, [...new Set(mohallas.map(wardKeyOf))]);
  const seeded = [...done.values()].reduce((sum, n) => sum + n, 0);
  // A complete demo city stays as it is, whatever masters were added to it since.
  if (seeded >= options.count) {
    const milliseconds = performance.now() - started;
    return { ...EMPTY, planned: options.count, existing: seeded, milliseconds };
  }
  const plan = planDemoCity(options.count, mohallas, await demoSubCategories(ctx), seededRandom(PRNG_SEED));
  const byWard = new Map<string, PlannedProperty[]>();
  for (const planned of plan) {
    const key = wardKeyOf(planned.mohalla);
    if (!byWard.has(key)) byWard.set(key, []);
    byWard.get(key)!.push(planned);
  }
  const work: WardWork[] = [...byWard].map(([wardKey, properties]) => ({
    wardKey,
    properties,
    from: Math.min(done.get(wardKey) ?? 0, properties.length),
  }));
  const summary: DemoCitySummary = {
    ...EMPTY,
    planned: plan.length,
    existing: work.reduce((sum, ward) => sum + ward.from, 0),
  };
  const todo = work.filter((ward) => ward.from < ward.properties.length);
  if (todo.length === 0) return { ...summary, milliseconds: performance.now() - started };

  const keys = await storeDemoFiles(ctx, todo);
  // Every form is checked before the first event is written.
  const at = new Date(ctx.now()).toISOString();
  const commands = new Map(
    todo.flatMap((ward) => ward.properties.slice(ward.from)).map((p) => [p, commandFor(p, keys, at)]),
  );
  const ids = createPropertyIdAllocator(ctx.store, ctx.now);
  const registeredBy = new Map<string, string[]>();
  let position = 0;
  await eachInParallel(todo, PARALLEL_WARDS, async (ward) => {
    const result = await registerWard(ctx, ids, ward, commands);
    registeredBy.set(ward.wardKey, result.registered);
    summary.existing += result.existing;
    position = Math.max(position, result.position);
  });
  summary.propertyUniqueIds = todo.flatMap((ward) => registeredBy.get(ward.wardKey) ?? []);
  summary.registered = summary.propertyUniqueIds.length;

  // The tax adapter reads the register's read model.
  await ctx.readYourWrites(position);
  const ruleSet = await findRuleSet(ctx.pool, financialYearOfInstant(ctx.now()));
  if (ruleSet) {
    // Every mohalla of the plan: an interrupted run may have registered a whole ward and stopped
    // before assessing it. Properties assessed already are unchanged and add nothing.
    const mohallaIds = [...new Set(plan.map((p) => p.mohalla.id))];
    const assessed = await assessMohallas(ctx, mohallaIds, ruleSet);
    summary.assessed = assessed.assessed;
    summary.failed = assessed.failed;
    await ctx.readYourWrites(assessed.position);
  }
  return { ...summary, milliseconds: performance.now() - started };
}
