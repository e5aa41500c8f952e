import type { RecordedEvent, TaxRules } from '@ptax/contracts';

/** A year's rule set: absent, or its current version and rules. */
export type RuleSetState = { status: 'absent' } | { status: 'adopted'; version: number; rules: TaxRules };

export const initialRuleSetState: RuleSetState = { status: 'absent' };

export function evolveRuleSet(state: RuleSetState, event: RecordedEvent): RuleSetState {
  if (event.type !== 'TaxRuleSetAdopted' && event.type !== 'TaxRuleSetRevised') return state;
  return { status: 'adopted', version: event.revision + 1, rules: (event.data as { rules: TaxRules }).rules };
}
