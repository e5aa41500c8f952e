import { DEFAULT_TAX_RULES, KANPUR_HOUSE_TAX_SLABS, taxRules, taxRuleSet } from './ruleSet';

describe('the tax rule set schema', () => {
  it("accepts DOMAIN.md's default rules and Kanpur's house tax slabs", () => {
    expect(taxRules.safeParse(DEFAULT_TAX_RULES).success).toBe(true);
    expect(taxRules.safeParse({ ...DEFAULT_TAX_RULES, houseTaxSlabs: KANPUR_HOUSE_TAX_SLABS }).success).toBe(
      true,
    );
  });

  it('holds the default figures as integers: 0.80, 15%, 12.5%, 3%, 10% + 10%, 12% a year', () => {
    expect(DEFAULT_TAX_RULES).toMatchObject({
      carpetRatioThousandths: 800,
      houseTaxSlabs: [{ upToArvPaise: null, basisPoints: 1500 }],
      waterTaxBasisPoints: 1250,
      sewerTaxBasisPoints: 300,
      concessions: { disabilityBasisPoints: 1000, exDefenceWidowBasisPoints: 1000 },
      interest: { basisPointsPerYear: 1200, daysInYear: 365 },
      rebatePeriods: [
        { until: '07-31', basisPoints: 1000 },
        { until: '12-31', basisPoints: 500 },
      ],
    });
  });

  it('refuses slabs whose last one is not open-ended or that are out of order', () => {
    const closed = {
      ...DEFAULT_TAX_RULES,
      ageSlabs: [{ maxAgeYears: 10, selfOccupiedThousandths: 0, rentedThousandths: 0 }],
    };
    expect(taxRules.safeParse(closed).success).toBe(false);
    const unordered = {
      ...DEFAULT_TAX_RULES,
      houseTaxSlabs: [
        { upToArvPaise: 200_000, basisPoints: 1000 },
        { upToArvPaise: 100_000, basisPoints: 1200 },
        { upToArvPaise: null, basisPoints: 1500 },
      ],
    };
    expect(taxRules.safeParse(unordered).success).toBe(false);
  });

  it('refuses fractions that are not whole thousandths or basis points', () => {
    expect(taxRules.safeParse({ ...DEFAULT_TAX_RULES, carpetRatioThousandths: 0.8 }).success).toBe(false);
    expect(taxRules.safeParse({ ...DEFAULT_TAX_RULES, waterTaxBasisPoints: 12.5 }).success).toBe(false);
  });

  it('carries its financial year and version', () => {
    expect(taxRuleSet.safeParse({ ...DEFAULT_TAX_RULES, financialYear: '2025-26', version: 1 }).success).toBe(
      true,
    );
    expect(taxRuleSet.safeParse({ ...DEFAULT_TAX_RULES, financialYear: '2025-27', version: 1 }).success).toBe(
      false,
    );
  });
});
