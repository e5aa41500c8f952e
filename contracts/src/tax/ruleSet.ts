import { z } from 'zod';
import { isFinancialYear, FINANCIAL_YEAR_MESSAGE } from '../schemas/financialYear';

// A city's tax rules for one financial year, as data (DOMAIN.md: every figure is a default in a
// versioned rule set, never a constant in code). Fractions are integers: thousandths for area
// ratios and ARV factors (0.80 -> 800, -32.5% -> -325), basis points for percentages (12.5% -> 1250).

const thousandths = () => z.number().int();
const basisPoints = () => z.number().int().min(0).max(10_000);
const monthDay = () => z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Write the day as MM-DD');

/** One age slab: buildings at most `maxAgeYears` old (null: older than every other slab). */
const ageSlab = z.object({
  maxAgeYears: z.number().int().nonnegative().nullable(),
  /** Change of a residential floor's ARV, in thousandths: self-occupied -250 is -25%. */
  selfOccupiedThousandths: thousandths().min(-1000),
  rentedThousandths: thousandths().min(-1000),
});

/** House tax rate for ARVs up to `upToArvPaise` (null: every ARV above the previous slab). */
const houseTaxSlab = z.object({
  upToArvPaise: z.number().int().positive().nullable(),
  basisPoints: basisPoints(),
});

const lastIsOpen =
  <T>(key: keyof T) =>
  (rows: T[]) =>
    rows.length > 0 &&
    rows[rows.length - 1][key] === null &&
    rows.slice(0, -1).every((row) => row[key] !== null);
const ascending =
  <T>(key: keyof T) =>
  (rows: T[]) =>
    rows.slice(0, -2).every((row, i) => (row[key] as number) < (rows[i + 1][key] as number));

export const taxRules = z.object({
  /** Carpet area = covered area x this (800: 0.80). */
  carpetRatioThousandths: thousandths().positive().max(1000),
  /** width < lower -> road_w_l_12; lower <= width <= upper -> road_w_12_24; width > upper -> road_w_m_24. */
  roadWidthM: z.object({ lower: z.number().positive(), upper: z.number().positive() }),
  ageSlabs: z
    .array(ageSlab)
    .refine(lastIsOpen('maxAgeYears'), 'Only the last age slab is open-ended')
    .refine(ascending('maxAgeYears'), 'Age slabs go from young to old'),
  /** One slab is a flat rate; several are Kanpur's form: the slab the whole ARV falls in gives the rate. */
  houseTaxSlabs: z
    .array(houseTaxSlab)
    .refine(lastIsOpen('upToArvPaise'), 'Only the last house tax slab is open-ended')
    .refine(ascending('upToArvPaise'), 'House tax slabs go from small to large ARVs'),
  waterTaxBasisPoints: basisPoints(),
  sewerTaxBasisPoints: basisPoints(),
  /** Concessions on house tax only, added together when several apply. */
  concessions: z.object({ disabilityBasisPoints: basisPoints(), exDefenceWidowBasisPoints: basisPoints() }),
  /** Metro rail properties: only flagged on the assessment, or exempt from every tax. */
  metroRail: z.enum(['flagOnly', 'exempt']),
  /** Simple interest on arrears: principal x rate x days / daysInYear. */
  interest: z.object({ basisPointsPerYear: basisPoints(), daysInYear: z.number().int().positive() }),
  /** Default rebate periods of the discount master: paid by the day (inclusive) gets the percentage. */
  rebatePeriods: z.array(z.object({ until: monthDay(), basisPoints: basisPoints() })),
});
export type TaxRules = z.infer<typeof taxRules>;

export const taxRuleSet = taxRules.extend({
  financialYear: z.string().refine(isFinancialYear, FINANCIAL_YEAR_MESSAGE),
  /** 1 for the rules first adopted for the year, +1 for each revision. */
  version: z.number().int().positive(),
  /**
   * The year whose rule set this is, when no rules were adopted for `financialYear` itself: rules stay
   * in force until the corporation revises them, so a year without its own set uses the latest earlier one.
   */
  inForceFrom: z.string().refine(isFinancialYear, FINANCIAL_YEAR_MESSAGE).optional(),
});
export type TaxRuleSet = z.infer<typeof taxRuleSet>;

/** DOMAIN.md "The default rule set, exactly": what the demo city ships with. */
export const DEFAULT_TAX_RULES: TaxRules = {
  carpetRatioThousandths: 800,
  roadWidthM: { lower: 12, upper: 24 },
  ageSlabs: [
    { maxAgeYears: 10, selfOccupiedThousandths: -250, rentedThousandths: 250 },
    { maxAgeYears: 20, selfOccupiedThousandths: -325, rentedThousandths: 125 },
    { maxAgeYears: null, selfOccupiedThousandths: -400, rentedThousandths: 0 },
  ],
  houseTaxSlabs: [{ upToArvPaise: null, basisPoints: 1500 }],
  waterTaxBasisPoints: 1250,
  sewerTaxBasisPoints: 300,
  concessions: { disabilityBasisPoints: 1000, exDefenceWidowBasisPoints: 1000 },
  metroRail: 'flagOnly',
  interest: { basisPointsPerYear: 1200, daysInYear: 365 },
  rebatePeriods: [
    { until: '07-31', basisPoints: 1000 },
    { until: '12-31', basisPoints: 500 },
  ],
};

/** Kanpur's house tax (DOMAIN.md): 10% when the ARV is at most Rs 1,200, 15% above. */
export const KANPUR_HOUSE_TAX_SLABS: TaxRules['houseTaxSlabs'] = [
  { upToArvPaise: 120_000, basisPoints: 1000 },
  { upToArvPaise: null, basisPoints: 1500 },
];

/** The years the demo city's default rules are seeded for. */
export const SEEDED_RULE_SET_YEARS = ['2024-25', '2025-26', '2026-27'] as const;
