import type { MohallaRates } from '../events/masters/mohalla';
import { DEFAULT_TAX_RULES, type TaxRuleSet } from './ruleSet';
import type { AssessmentInput, AssessmentFloor } from './types';

// Fixtures of the worked examples (assess.unit.test.ts) and of the UIs' tests.

/** Paise per sq ft per month: ₹5.00 RCC on a road under 12 m, and so on. */
export const EXAMPLE_RATES: MohallaRates = {
  road_w_l_12: { rcc_rbc: 500, other_pucca: 400, kachha: 300, vacant_land: 100 },
  road_w_12_24: { rcc_rbc: 600, other_pucca: 500, kachha: 350, vacant_land: 150 },
  road_w_m_24: { rcc_rbc: 750, other_pucca: 600, kachha: 400, vacant_land: 200 },
};

export const exampleRules = (overrides: Partial<TaxRuleSet> = {}): TaxRuleSet => ({
  ...DEFAULT_TAX_RULES,
  financialYear: '2025-26',
  version: 1,
  ...overrides,
});

export const floor = (
  floorNumber: number,
  areaSqft: number,
  more: Partial<AssessmentFloor> = {},
): AssessmentFloor => ({
  floorNumber,
  rentType: 'self',
  usage: 'residential',
  areaSqft,
  ...more,
});

/** A self-occupied RCC house with every tax applicable, in a mohalla with water and sewer. */
export const exampleInput = (overrides: Partial<AssessmentInput> = {}): AssessmentInput => ({
  financialYear: '2025-26',
  houseCategory: 'residential',
  constType: 'rcc_rbc',
  roadWidth: 9,
  plotArea: 1200,
  constructionYear: 2012,
  houseTaxApplicable: true,
  waterTaxApplicable: true,
  sewerageConnectionAvailable: true,
  isDisabled: false,
  isExDefensePersonalWidow: false,
  isMetroRailProperty: false,
  floors: [floor(0, 1000), floor(1, 800)],
  mohalla: { rates: EXAMPLE_RATES, waterTaxAvailability: true, sewerTaxAvailability: true },
  subCategoryFactors: { '101': 1.1, '201': 1, '501': 4 },
  ...overrides,
});
