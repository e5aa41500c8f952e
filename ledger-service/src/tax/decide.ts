import { taxRules, type TaxRules } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../eventsourcing/commandHandler';
import { badRequest, conflict, notFound } from '../http/errors';
import { canonicalJson } from './fingerprint';
import { evolveRuleSet, initialRuleSetState, type RuleSetState } from './ruleSet';

export const RULE_SET_TEXT = {
  adopted: (year: string) => `The ${year} rule set is already adopted: revise it instead`,
  none: (year: string) => `No tax rule set for ${year}`,
  invalid: 'The tax rules are not valid',
} as const;

export type RuleSetCommand =
  | { type: 'AdoptRuleSet'; financialYear: string; rules: TaxRules; at: string }
  | { type: 'ReviseRuleSet'; financialYear: string; rules: TaxRules; reason: string; at: string };

function valid(rules: TaxRules): TaxRules {
  const parsed = taxRules.safeParse(rules);
  if (!parsed.success) throw badRequest(RULE_SET_TEXT.invalid);
  return parsed.data;
}

// Stored rules come back from jsonb with their keys reordered: compare canonical forms.
const same = (a: TaxRules, b: TaxRules) => canonicalJson(a) === canonicalJson(b);

export function decideRuleSet(state: RuleSetState, command: RuleSetCommand): DomainEvent[] {
  switch (command.type) {
    case 'AdoptRuleSet': {
      if (state.status !== 'absent') throw conflict(RULE_SET_TEXT.adopted(command.financialYear));
      const data = {
        financialYear: command.financialYear,
        rules: valid(command.rules),
        adoptedAt: command.at,
      };
      return [{ type: 'TaxRuleSetAdopted', version: 1, data }];
    }
    case 'ReviseRuleSet': {
      if (state.status === 'absent') throw notFound(RULE_SET_TEXT.none(command.financialYear));
      const rules = valid(command.rules);
      if (same(rules, state.rules)) return [];
      const data = {
        financialYear: command.financialYear,
        rules,
        reason: command.reason,
        revisedAt: command.at,
      };
      return [{ type: 'TaxRuleSetRevised', version: 1, data }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown rule set command ${JSON.stringify(unknown)}`);
    }
  }
}

export const ruleSetDecider: Decider<RuleSetState, RuleSetCommand> = {
  initialState: initialRuleSetState,
  evolve: evolveRuleSet,
  decide: decideRuleSet,
};
