// PATCH properties/calculateMohallaTax: recompute every property of a mohalla and record each
// changed result as PropertyAssessed on the property's stream, in batches; an objection's
// resolution recomputes one property the same way.
import {
  assess,
  AssessmentError,
  propertyStream,
  type EventMetadata,
  type EventStore,
  type PropertyAssessedData,
  type TaxRuleSet,
} from '@ptax/contracts';
import { recordedAssessments, type Queryable } from '@ptax/projections';
import { fingerprintOf, uuidFrom } from './fingerprint';
import { assessmentInputsOf, type PropertyForAssessment } from './inputs';

const BATCH = 500;
/** Appends in flight at once: enough to overlap round trips, few enough to leave the pool to others. */
const PARALLEL_APPENDS = 8;

/** What a recomputation did, property by property. */
export interface AssessmentCounts {
  /** Properties whose new assessment was recorded. */
  assessed: number;
  /** Properties whose inputs and rule set had not changed since their last assessment. */
  unchanged: number;
  failed: { propertyUniqueId: string; message: string }[];
}

export interface MohallaAssessmentSummary extends AssessmentCounts {
  mohallaId: string;
  financialYear: string;
  ruleSetVersion: number;
}

async function idsAfter(db: Queryable, mohallaId: string, after: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT property_unique_id AS id FROM properties
      WHERE mohalla_id = $1 AND status <> 'deleted' AND property_unique_id > $2
      ORDER BY property_unique_id LIMIT ${BATCH}`,
    [mohallaId, after],
  );
  return rows.map((row) => row.id);
}

/** Runs the tasks with at most `limit` in flight. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export interface RecordDeps {
  store: EventStore;
  pool: Queryable;
  now: () => number;
}

/**
 * Records the assessment of each of these properties that changed, counting into `counts`. The event
 * id is derived from the property, the year and the assessment it replaces and brings, so a retried
 * or concurrent run of the same recomputation appends nothing twice. Returns the last position written.
 */
async function recordBatch(
  deps: RecordDeps,
  ids: string[],
  ruleSet: TaxRuleSet,
  metadata: EventMetadata,
  counts: AssessmentCounts,
): Promise<number> {
  const { financialYear } = ruleSet;
  const [properties, recorded] = await Promise.all([
    assessmentInputsOf(deps.pool, ids, financialYear),
    recordedAssessments(deps.pool, ids, financialYear),
  ]);
  const appends: (() => Promise<number>)[] = [];
  for (const property of properties.values()) {
    const outcome = assessed(property, ruleSet, deps.now);
    if ('message' in outcome) {
      counts.failed.push({ propertyUniqueId: property.propertyUniqueId, message: outcome.message });
      continue;
    }
    const before = recorded.get(property.propertyUniqueId);
    if (
      before &&
      before.inputsFingerprint === outcome.inputsFingerprint &&
      before.ruleSetVersion === ruleSet.version
    ) {
      counts.unchanged++;
      continue;
    }
    const from = before ? `${before.ruleSetVersion}:${before.inputsFingerprint}` : 'none';
    const id = uuidFrom(
      `PropertyAssessed|${property.propertyUniqueId}|${financialYear}|${from}|${ruleSet.version}:${outcome.inputsFingerprint}`,
    );
    appends.push(async () => {
      const event = { id, type: 'PropertyAssessed', version: 1, data: outcome, metadata };
      return (await deps.store.append(propertyStream(property.propertyUniqueId), [event], 'any')).position;
    });
  }
  const positions = await inParallel(appends, PARALLEL_APPENDS);
  counts.assessed += positions.length;
  return Math.max(0, ...positions);
}

/** Every property of the mohalla, in batches; returns the summary and the last position written. */
export async function recordMohallaAssessments(
  deps: RecordDeps,
  mohallaId: string,
  ruleSet: TaxRuleSet,
  metadata: EventMetadata,
): Promise<{ summary: MohallaAssessmentSummary; position: number }> {
  const summary: MohallaAssessmentSummary = {
    mohallaId,
    financialYear: ruleSet.financialYear,
    ruleSetVersion: ruleSet.version,
    assessed: 0,
    unchanged: 0,
    failed: [],
  };
  let position = 0;
  for (
    let ids = await idsAfter(deps.pool, mohallaId, '');
    ids.length > 0;
    ids = await idsAfter(deps.pool, mohallaId, ids[ids.length - 1])
  ) {
    position = Math.max(position, await recordBatch(deps, ids, ruleSet, metadata, summary));
  }
  return { summary, position };
}

/**
 * One property, recomputed after its register entry was corrected (an objection's resolution): the
 * same path as the mohalla's, so the same change gets the same event id either way.
 */
export async function recordPropertyAssessment(
  deps: RecordDeps,
  propertyUniqueId: string,
  ruleSet: TaxRuleSet,
  metadata: EventMetadata,
): Promise<{ counts: AssessmentCounts; position: number }> {
  const counts: AssessmentCounts = { assessed: 0, unchanged: 0, failed: [] };
  const position = await recordBatch(deps, [propertyUniqueId], ruleSet, metadata, counts);
  return { counts, position };
}

export function assessed(
  property: PropertyForAssessment,
  ruleSet: TaxRuleSet,
  now: () => number,
): PropertyAssessedData | { message: string } {
  if ('problem' in property) return { message: property.problem };
  try {
    const result = assess(property.input, ruleSet);
    const concessions = result.taxes.house.concessions.map((c) => ({
      head: 'house' as const,
      reason: c.reason,
      percentage: c.basisPoints / 100,
      amountPaise: c.amountPaise,
    }));
    return {
      propertyUniqueId: property.propertyUniqueId,
      financialYear: ruleSet.financialYear,
      ruleSetVersion: ruleSet.version,
      inputsFingerprint: fingerprintOf(property.input),
      arvPaise: result.arvPaise,
      housePaise: result.taxes.house.amountPaise,
      waterPaise: result.taxes.water.amountPaise,
      sewerPaise: result.taxes.sewer.amountPaise,
      concessions,
      zoneId: property.zoneId,
      wardId: property.wardId,
      mohallaId: property.mohallaId,
      houseCategory: property.houseCategory,
      ...(property.category === undefined ? {} : { category: property.category }),
      ...(property.subCategory === undefined ? {} : { subCategory: property.subCategory }),
      assessedAt: new Date(now()).toISOString(),
    };
  } catch (error) {
    if (error instanceof AssessmentError) return { message: error.message };
    throw error;
  }
}
