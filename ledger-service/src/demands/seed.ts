// Demo data: the demo city's demands of the two financial years before the current one, so its
// properties have arrears and interest to show and collect. Their assessments for those years are
// recorded first (the demo city records only the current year's). The current year's demand is left
// for a person to raise (POST taxDemands/bulkDemandBill). Appends go in batches (appendMany); a second
// start finds everything recorded and raised, and adds nothing.
import {
  financialYearOfInstant,
  propertyStream,
  shiftFinancialYear,
  type EventMetadata,
  type TaxRuleSet,
} from '@ptax/contracts';
import { findRuleSet, listZones, recordedAssessments, type Queryable } from '@ptax/projections';
import { UNLIMITED } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { DEMO_CITY_ID } from '../seed/demoUsers';
import { uuidFrom } from '../tax/fingerprint';
import { assessmentInputsOf } from '../tax/inputs';
import { assessed } from '../tax/recordAssessments';
import { PAGE_SIZE, raiseDemands } from './bulk';

export const SEED_METADATA: EventMetadata = { userId: 'seed', command: 'SeedDemoDemands' };
const YEARS_BACK = 2;

/** The zones of the demo city; none where its geography (or the register) is not there. */
export async function demoZones(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ found: boolean }>(
    "SELECT to_regclass('properties') IS NOT NULL AS found",
  );
  if (!rows[0].found) return [];
  const zones = await listZones(db, { cityId: DEMO_CITY_ID, scope: UNLIMITED }, { page: 1, limit: null });
  return zones.rows.map((zone) => zone.id);
}

/** The next page of the demo city's properties by ID, after `after`. */
export async function idsAfter(db: Queryable, zones: string[], after: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT property_unique_id AS id FROM properties
      WHERE zone_id = ANY($1::text[]) AND status <> 'deleted' AND property_unique_id > $2
      ORDER BY property_unique_id LIMIT ${PAGE_SIZE}`,
    [zones, after],
  );
  return rows.map((row) => row.id);
}

/** Records the year's assessment of every demo property that has none; returns the last position. */
async function assessYear(ctx: ModuleContext, zones: string[], ruleSet: TaxRuleSet): Promise<number> {
  const { financialYear } = ruleSet;
  let position = 0;
  for (
    let ids = await idsAfter(ctx.pool, zones, '');
    ids.length > 0;
    ids = await idsAfter(ctx.pool, zones, ids[ids.length - 1])
  ) {
    const [properties, recorded] = await Promise.all([
      assessmentInputsOf(ctx.pool, ids, financialYear),
      recordedAssessments(ctx.pool, ids, financialYear),
    ]);
    const appends = [...properties.values()].flatMap((property) => {
      if (recorded.has(property.propertyUniqueId)) return [];
      const data = assessed(property, ruleSet, ctx.now);
      if ('message' in data) return [];
      // The id recordMohallaAssessments would give the same first assessment.
      const id = uuidFrom(
        `PropertyAssessed|${data.propertyUniqueId}|${financialYear}|none|${ruleSet.version}:${data.inputsFingerprint}`,
      );
      const event = { id, type: 'PropertyAssessed', version: 1, data, metadata: SEED_METADATA };
      return [
        { stream: propertyStream(data.propertyUniqueId), events: [event], expectedRevision: 'any' as const },
      ];
    });
    if (appends.length === 0) continue;
    for (const result of await ctx.store.appendMany(appends))
      if (result.ok) position = Math.max(position, result.position);
  }
  return position;
}

export async function seedDemoDemands(ctx: ModuleContext): Promise<{ raised: number; years: string[] }> {
  const zones = await demoZones(ctx.pool);
  if (zones.length === 0) return { raised: 0, years: [] };
  const current = financialYearOfInstant(ctx.now());
  const years = [YEARS_BACK, YEARS_BACK - 1].map((back) => shiftFinancialYear(current, -back));
  let raised = 0;
  for (const financialYear of years) {
    const ruleSet = await findRuleSet(ctx.pool, financialYear);
    if (!ruleSet) continue;
    await ctx.readYourWrites(await assessYear(ctx, zones, ruleSet));
    // Shown as raised at the start of its year on the ledger screen (metadata effectiveAt).
    const metadata = { ...SEED_METADATA, effectiveAt: `${financialYear.slice(0, 4)}-04-01T10:00:00+05:30` };
    for (const zoneId of zones) {
      const run = await raiseDemands(ctx, financialYear, { place: { zoneId, scope: UNLIMITED } }, metadata);
      raised += run.summary.raised + run.summary.replaced;
      await ctx.readYourWrites(run.position);
    }
  }
  return { raised, years };
}
