import {
  DEFAULT_TAX_RULES,
  financialYearOfInstant,
  SEEDED_RULE_SET_YEARS,
  taxRuleSetStream,
  type EventStore,
} from '@ptax/contracts';
import { findRuleSet } from '@ptax/projections';
import { handleCommand } from '../eventsourcing/commandHandler';
import type { ModuleContext } from '../moduleContract';
import { ruleSetDecider } from './decide';
import { recordMohallaAssessments } from './recordAssessments';

/** Adopts DOMAIN.md's default rule set for each seeded year that has none; a second run adds nothing. */
export async function seedDefaultRuleSets(store: EventStore, now: () => number): Promise<number> {
  let adopted = 0;
  for (const financialYear of SEEDED_RULE_SET_YEARS) {
    if ((await store.readStream(taxRuleSetStream(financialYear))).length > 0) continue;
    const command = {
      type: 'AdoptRuleSet' as const,
      financialYear,
      rules: DEFAULT_TAX_RULES,
      at: new Date(now()).toISOString(),
    };
    await handleCommand(store, taxRuleSetStream(financialYear), ruleSetDecider, command, {
      userId: 'seed',
      command: 'AdoptRuleSet',
    });
    adopted++;
  }
  return adopted;
}

/**
 * Records the current year's assessment of every demo property already registered (the register
 * seeds before this module, or a later start picks them up); unchanged ones add nothing.
 */
export async function seedDemoAssessments(ctx: ModuleContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ found: boolean }>(
    "SELECT to_regclass('properties') IS NOT NULL AS found",
  );
  const ruleSet = await findRuleSet(ctx.pool, financialYearOfInstant(ctx.now()));
  if (!rows[0].found || !ruleSet) return 0;
  const mohallas = await ctx.pool.query<{ id: string }>(
    "SELECT DISTINCT mohalla_id AS id FROM properties WHERE status <> 'deleted' ORDER BY 1",
  );
  let assessed = 0;
  for (const { id } of mohallas.rows) {
    const { summary } = await recordMohallaAssessments(ctx, id, ruleSet, {
      userId: 'seed',
      command: 'CalculateMohallaTax',
    });
    assessed += summary.assessed;
  }
  return assessed;
}
