// What the generated city is built on, read once from the read models after the demo masters are
// seeded: the mohallas (with their rates per year, as the tax adapter reads them), the
// non-residential sub-categories and their ARV factors, and each year's tax rules and rebate offers.
// Years without a rule set get DOMAIN.md's default one adopted through the rule-set decider.
import {
  DEFAULT_TAX_RULES,
  taxRuleSetStream,
  type MohallaRates,
  type EventMetadata,
  type TaxRuleSet,
} from '@ptax/contracts';
import { findRuleSet, listCategories, waitForReadModels } from '@ptax/projections';
import type { Pool } from 'pg';
import { handleCommand } from '../../src/eventsourcing/commandHandler';
import { rulesOn, type DayRules } from '../../src/ledger/rules';
import type { ModuleContext } from '../../src/moduleContract';
import type { DemoMohalla, DemoSubCategory } from '../../src/seed/demoCity/plan';
import { ruleSetDecider } from '../../src/tax/decide';

export interface CityMohalla extends DemoMohalla {
  /** Rates in force per financial year (the mohalla's revision of that year or earlier, else its own). */
  ratesByYear: Record<string, MohallaRates>;
}

export interface YearRules extends DayRules {
  ruleSet: TaxRuleSet;
}

export interface CityMasters {
  mohallas: CityMohalla[];
  subCategories: DemoSubCategory[];
  /** Sub-category number -> ARV factor. */
  factors: Record<string, number>;
  years: string[];
  rulesByYear: Record<string, YearRules>;
}

export const yearStart = (financialYear: string) => `${financialYear.slice(0, 4)}-04-01`;

export function financialYears(lastYear: string, count: number): string[] {
  const last = Number(lastYear.slice(0, 4));
  return Array.from({ length: count }, (_, i) => {
    const start = last - count + 1 + i;
    return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  });
}

async function adoptMissingRuleSets(
  ctx: Pick<ModuleContext, 'store' | 'pool'>,
  years: string[],
  metadata: EventMetadata,
) {
  for (const financialYear of years) {
    if ((await ctx.store.readStream(taxRuleSetStream(financialYear))).length > 0) continue;
    const at = `${yearStart(financialYear)}T00:00:00+05:30`;
    await handleCommand(
      ctx.store,
      taxRuleSetStream(financialYear),
      ruleSetDecider,
      { type: 'AdoptRuleSet', financialYear, rules: DEFAULT_TAX_RULES, at },
      { ...metadata, command: 'AdoptRuleSet' },
    );
  }
  await waitForReadModels(ctx.pool, (await ctx.store.headCheckpoint()).position);
}

async function cityMohallas(pool: Pool, years: string[]): Promise<CityMohalla[]> {
  const { rows } = await pool.query<{
    id: string;
    name: string;
    zone_id: string;
    ward_id: string;
    zone_no: number;
    ward_no: number;
    ward_name: string;
    water: boolean | null;
    sewer: boolean | null;
    rates: MohallaRates | null;
    revisions: { year: number; rates: MohallaRates }[];
  }>(
    `SELECT m.id, m.name, m.zone_id, m.ward_id, z.zone_no, w.ward_no, w.ward_fullname AS ward_name,
            m.water_tax_availability AS water, m.sewer_tax_availability AS sewer, m.rates,
            coalesce((SELECT json_agg(json_build_object('year', r.effective_from_year, 'rates', r.rates)
                                      ORDER BY r.effective_from_year, r.revision)
                        FROM mohalla_rates r WHERE r.mohalla_id = m.id), '[]') AS revisions
       FROM mohallas m JOIN wards w ON w.id = m.ward_id JOIN zones z ON z.id = m.zone_id
      ORDER BY z.zone_no, w.ward_no, m.name`,
  );
  return rows.flatMap((row) => {
    const ratesByYear: Record<string, MohallaRates> = {};
    for (const year of years) {
      const start = Number(year.slice(0, 4));
      const revised = row.revisions.filter((r) => r.year <= start).pop()?.rates ?? row.rates;
      if (revised) ratesByYear[year] = revised;
    }
    // A mohalla without rates can not be assessed: the generator leaves it empty.
    if (Object.keys(ratesByYear).length < years.length) return [];
    return [
      {
        id: row.id,
        name: row.name,
        zoneId: row.zone_id,
        wardId: row.ward_id,
        zoneNo: row.zone_no,
        wardNo: row.ward_no,
        wardName: row.ward_name,
        water: Boolean(row.water),
        sewer: Boolean(row.sewer),
        ratesByYear,
      },
    ];
  });
}

export async function loadMasters(
  ctx: Pick<ModuleContext, 'store' | 'pool'>,
  years: string[],
  metadata: EventMetadata,
): Promise<CityMasters> {
  await adoptMissingRuleSets(ctx, years, metadata);
  const categories = await listCategories(ctx.pool);
  const subCategories = categories.flatMap((category) =>
    category.subCategories.map((sub) => ({
      category: category.category,
      subCategory: sub.subCategory,
      name: sub.name,
    })),
  );
  const { rows } = await ctx.pool.query<{ sub: number; thousandths: number }>(
    'SELECT sub_category_number AS sub, factor_thousandths AS thousandths FROM sub_categories WHERE NOT deleted',
  );
  const factors = Object.fromEntries(rows.map((row) => [String(row.sub), row.thousandths / 1000]));
  const rulesByYear: Record<string, YearRules> = {};
  for (const year of years) {
    const ruleSet = await findRuleSet(ctx.pool, year);
    if (!ruleSet) throw new Error(`city:generate: no rule set for ${year} after adopting one`);
    rulesByYear[year] = { ruleSet, ...(await rulesOn(ctx.pool, yearStart(year))) };
  }
  return { mohallas: await cityMohallas(ctx.pool, years), subCategories, factors, years, rulesByYear };
}
