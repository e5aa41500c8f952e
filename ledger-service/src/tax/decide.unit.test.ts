import { DEFAULT_TAX_RULES, KANPUR_HOUSE_TAX_SLABS } from '@ptax/contracts';
import { given } from '../eventsourcing/givenWhenThen';
import { ruleSetDecider } from './decide';
import { canonicalJson, fingerprintOf, uuidFrom } from './fingerprint';

const at = '2025-04-01T10:00:00.000Z';
const adopted = {
  type: 'TaxRuleSetAdopted',
  version: 1,
  data: { financialYear: '2025-26', rules: DEFAULT_TAX_RULES, adoptedAt: at },
};
const kanpur = { ...DEFAULT_TAX_RULES, houseTaxSlabs: KANPUR_HOUSE_TAX_SLABS };

describe('a financial year rule set', () => {
  it('is adopted once', () => {
    given(ruleSetDecider, [])
      .when({ type: 'AdoptRuleSet', financialYear: '2025-26', rules: DEFAULT_TAX_RULES, at })
      .then([adopted]);
    given(ruleSetDecider, [adopted])
      .when({ type: 'AdoptRuleSet', financialYear: '2025-26', rules: DEFAULT_TAX_RULES, at })
      .thenThrows('The 2025-26 rule set is already adopted: revise it instead');
  });

  it('is revised into a new version with its reason, and not at all when nothing changes', () => {
    const revise = {
      type: 'ReviseRuleSet' as const,
      financialYear: '2025-26',
      reason: 'House tax slabs',
      at,
    };
    given(ruleSetDecider, [adopted])
      .when({ ...revise, rules: kanpur })
      .then([
        {
          type: 'TaxRuleSetRevised',
          version: 1,
          data: { financialYear: '2025-26', rules: kanpur, reason: 'House tax slabs', revisedAt: at },
        },
      ]);
    given(ruleSetDecider, [adopted])
      .when({ ...revise, rules: DEFAULT_TAX_RULES })
      .then([]);
    given(ruleSetDecider, [])
      .when({ ...revise, rules: kanpur })
      .thenThrows('No tax rule set for 2025-26');
  });

  it('refuses rules that are not valid', () => {
    given(ruleSetDecider, [])
      .when({
        type: 'AdoptRuleSet',
        financialYear: '2025-26',
        rules: { ...DEFAULT_TAX_RULES, waterTaxBasisPoints: 12.5 },
        at,
      })
      .thenThrows('The tax rules are not valid');
  });
});

describe('fingerprints and derived event ids', () => {
  it('do not depend on the order of object keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(fingerprintOf({ a: 1, b: 2 })).toBe(fingerprintOf({ b: 2, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });

  it('derive the same UUID from the same text, and another from other text', () => {
    expect(uuidFrom('x')).toBe(uuidFrom('x'));
    expect(uuidFrom('x')).not.toBe(uuidFrom('y'));
    expect(uuidFrom('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
