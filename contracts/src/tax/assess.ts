import type { RoadWidthGroup } from '../constants';
import { decimal, integer, isPositive, minus, parts, plus, times, toNumber, type Exact } from './exact';
import {
  explainArv,
  explainFloor,
  explainLand,
  explainMetroRail,
  explainNotLevied,
  explainTax,
  NOT_LEVIED,
  roadGroupLabel,
} from './explain';
import { roundHalfUpToRupees } from './rounding';
import type { TaxRules, TaxRuleSet } from './ruleSet';
import { CONST_TYPES } from '../schemas/property';
import { RENT_TYPES, RENT_USAGES } from '../schemas/floor';
import {
  type Assessment,
  type AssessmentInput,
  type AssessmentNames,
  type ConcessionLine,
  type Explanation,
  type FloorAssessment,
  type AssessmentFloor,
  type TaxLine,
} from './types';

// The tax engine (DOMAIN.md "The default rule set, exactly"): pure, browser-safe, every figure from
// the rule set. Values are exact rationals of paise until roundHalfUpToRupees, once per value.

/** Monthly rates make an annual value: a calendar fact, not a rule of the city. */
const MONTHS_PER_YEAR = 12;
const THOUSANDTHS = 1000;
const BASIS_POINTS = 10_000;

/** The input cannot be assessed (a missing factor, an unknown construction type...). */
export class AssessmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssessmentError';
  }
}

export function roadWidthGroupFor(widthM: number, rules: TaxRules): RoadWidthGroup {
  if (widthM < rules.roadWidthM.lower) return 'road_w_l_12';
  if (widthM <= rules.roadWidthM.upper) return 'road_w_12_24';
  return 'road_w_m_24';
}

/** Age in the financial year: its first calendar year (2025 for '2025-26') minus the construction year. */
export function buildingAge(financialYear: string, constructionYear: number): number {
  return Math.max(0, Number(financialYear.slice(0, 4)) - constructionYear);
}

/** 0-based index of the age slab of a building `ageYears` old. */
export function ageSlabIndex(ageYears: number, rules: TaxRules): number {
  return rules.ageSlabs.findIndex((slab) => slab.maxAgeYears === null || ageYears <= slab.maxAgeYears);
}

/** A master's decimal factor (1.1, 4) as exact thousandths; refuses what thousandths cannot hold. */
export function factorToThousandths(factor: number): number {
  const thousandths = Math.round(factor * THOUSANDTHS);
  if (!(factor > 0) || Math.abs(thousandths - factor * THOUSANDTHS) > 1e-6) {
    throw new AssessmentError(`ARV factor ${factor} must be positive with at most three decimals`);
  }
  return thousandths;
}

function checkInput(input: AssessmentInput, rules: TaxRuleSet): void {
  const fail = (message: string) => {
    throw new AssessmentError(message);
  };
  if (input.financialYear !== rules.financialYear)
    fail(`The rule set is for ${rules.financialYear}, not ${input.financialYear}`);
  if (!CONST_TYPES.includes(input.constType)) fail(`Unknown construction type '${input.constType}'`);
  if (!Number.isInteger(input.constructionYear)) fail('The construction year is required');
  if (!(Number.isFinite(input.roadWidth) && input.roadWidth >= 0)) fail('The road width is required');
  if (!(Number.isFinite(input.plotArea) && input.plotArea >= 0)) fail('The plot area cannot be negative');
  for (const floor of input.floors) {
    const label = `Floor ${floor.floorNumber}`;
    if (!Number.isInteger(floor.floorNumber)) fail('A floor number must be a whole number');
    if (!RENT_TYPES.includes(floor.rentType)) fail(`${label}: unknown rent type '${floor.rentType}'`);
    if (!RENT_USAGES.includes(floor.usage)) fail(`${label}: unknown usage '${floor.usage}'`);
    if (!(floor.areaSqft > 0)) fail(`${label}: the area must be more than 0`);
    if (
      floor.usage === 'nonresidential' &&
      input.subCategoryFactors[String(floor.subCategoryId)] === undefined
    )
      fail(
        `${label}: non-residential, but sub-category ${floor.subCategoryId ?? '(none)'} has no ARV factor`,
      );
  }
}

const monthlyToAnnual = (areaSqft: Exact, ratePaise: number) =>
  times(areaSqft, integer(ratePaise), integer(MONTHS_PER_YEAR));

interface Context {
  input: AssessmentInput;
  rules: TaxRuleSet;
  group: RoadWidthGroup;
  groupLabel: Explanation;
  ageYears: number;
  slab: number;
  names: AssessmentNames;
}

function assessFloor(floor: AssessmentFloor, ctx: Context): FloorAssessment {
  const { input, rules } = ctx;
  const covered = decimal(floor.areaSqft);
  const carpet = times(covered, parts(rules.carpetRatioThousandths, THOUSANDTHS));
  const ratePaise = input.mohalla.rates[ctx.group][input.constType];
  const slab = rules.ageSlabs[ctx.slab];
  const residential = floor.usage === 'residential';
  const adjustment = floor.rentType === 'self' ? slab.selfOccupiedThousandths : slab.rentedThousandths;
  const factorThousandths = residential
    ? THOUSANDTHS + adjustment
    : factorToThousandths(input.subCategoryFactors[String(floor.subCategoryId)]);
  const value = times(monthlyToAnnual(carpet, ratePaise), parts(factorThousandths, THOUSANDTHS));
  const assessed = {
    floorNumber: floor.floorNumber,
    usage: floor.usage,
    rentType: floor.rentType,
    coveredAreaSqft: floor.areaSqft,
    carpetAreaSqft: toNumber(carpet),
    ratePaise,
    factorThousandths,
    ...(residential ? { ageSlab: ctx.slab + 1 } : { subCategoryId: floor.subCategoryId }),
    valuePaise: roundHalfUpToRupees(value),
  };
  const explanation = explainFloor({
    floor: assessed,
    group: ctx.groupLabel,
    constType: input.constType,
    ageYears: ctx.ageYears,
    adjustmentThousandths: residential ? adjustment : undefined,
    rules,
    subCategoryName: residential ? undefined : ctx.names.subCategories?.[String(floor.subCategoryId)],
  });
  return { ...assessed, explanation };
}

function assessLand({ input, group, groupLabel }: Context) {
  const ground = input.floors
    .filter((floor) => floor.floorNumber === 0)
    .reduce((sum, floor) => plus(sum, decimal(floor.areaSqft)), integer(0));
  const open = minus(decimal(input.plotArea), ground);
  const area = isPositive(open) ? open : integer(0);
  const ratePaise = input.mohalla.rates[group].vacant_land;
  const land = {
    areaSqft: toNumber(area),
    ratePaise,
    valuePaise: roundHalfUpToRupees(monthlyToAnnual(area, ratePaise)),
  };
  return { ...land, explanation: explainLand(land, input.plotArea, toNumber(ground), groupLabel) };
}

function houseTaxBasisPoints(arvPaise: number, rules: TaxRules): number {
  const slab = rules.houseTaxSlabs.find((s) => s.upToArvPaise === null || arvPaise <= s.upToArvPaise);
  return (slab ?? rules.houseTaxSlabs[rules.houseTaxSlabs.length - 1]).basisPoints;
}

function notLevied(head: TaxLine['head'], why: Explanation): TaxLine {
  return {
    head,
    levied: false,
    basisPoints: 0,
    grossPaise: 0,
    concessions: [],
    amountPaise: 0,
    explanation: explainNotLevied(head, why),
  };
}

/**
 * A tax on the ARV less its concessions, rounded once. The concession lines share out exactly
 * gross - amount without going negative: line i is the rounded tax after the concessions before it
 * minus the rounded tax after it too (the last line ends at the amount charged).
 */
function levy(
  head: TaxLine['head'],
  basisPoints: number,
  arvPaise: number,
  concessionRates: Omit<ConcessionLine, 'amountPaise'>[],
): TaxLine {
  const gross = times(integer(arvPaise), parts(basisPoints, BASIS_POINTS));
  const after = (off: number) =>
    times(gross, parts(BASIS_POINTS - Math.min(BASIS_POINTS, off), BASIS_POINTS));
  let off = 0;
  let before = roundHalfUpToRupees(gross);
  const concessions = concessionRates.map((c) => {
    off += c.basisPoints;
    const next = roundHalfUpToRupees(after(off));
    const line = { ...c, amountPaise: before - next };
    before = next;
    return line;
  });
  const net = after(off);
  const amountPaise = roundHalfUpToRupees(net);
  return {
    head,
    levied: true,
    basisPoints,
    grossPaise: roundHalfUpToRupees(gross),
    concessions,
    amountPaise,
    explanation: explainTax(head, basisPoints, arvPaise, gross, concessions, net, amountPaise),
  };
}

function assessTaxes(input: AssessmentInput, rules: TaxRules, arvPaise: number): Assessment['taxes'] {
  const exempt = input.isMetroRailProperty && rules.metroRail === 'exempt';
  const concessions: Omit<ConcessionLine, 'amountPaise'>[] = [
    ...(input.isDisabled
      ? [{ reason: 'disability' as const, basisPoints: rules.concessions.disabilityBasisPoints }]
      : []),
    ...(input.isExDefensePersonalWidow
      ? [{ reason: 'exDefenceWidow' as const, basisPoints: rules.concessions.exDefenceWidowBasisPoints }]
      : []),
  ];
  const house = exempt
    ? notLevied('house', NOT_LEVIED.metroRailExempt)
    : !input.houseTaxApplicable
      ? notLevied('house', NOT_LEVIED.houseNotApplicable)
      : levy('house', houseTaxBasisPoints(arvPaise, rules), arvPaise, concessions);
  const water = exempt
    ? notLevied('water', NOT_LEVIED.metroRailExempt)
    : !input.waterTaxApplicable
      ? notLevied('water', NOT_LEVIED.waterNotApplicable)
      : !input.mohalla.waterTaxAvailability
        ? notLevied('water', NOT_LEVIED.noWaterSupply)
        : levy('water', rules.waterTaxBasisPoints, arvPaise, []);
  const sewer = exempt
    ? notLevied('sewer', NOT_LEVIED.metroRailExempt)
    : !input.sewerageConnectionAvailable
      ? notLevied('sewer', NOT_LEVIED.noSewerConnection)
      : !input.mohalla.sewerTaxAvailability
        ? notLevied('sewer', NOT_LEVIED.noSewer)
        : levy('sewer', rules.sewerTaxBasisPoints, arvPaise, []);
  return { house, water, sewer };
}

/**
 * The ARV and the three taxes of one property for one financial year, with their explanations.
 * `names` only words the explanation (the master's sub-category names): no figure depends on them.
 */
export function assess(input: AssessmentInput, rules: TaxRuleSet, names: AssessmentNames = {}): Assessment {
  checkInput(input, rules);
  const group = roadWidthGroupFor(input.roadWidth, rules);
  const ageYears = buildingAge(input.financialYear, input.constructionYear);
  const ctx: Context = {
    input,
    rules,
    group,
    groupLabel: roadGroupLabel(group, rules),
    ageYears,
    slab: ageSlabIndex(ageYears, rules),
    names,
  };
  const floors = [...input.floors]
    .sort((a, b) => a.floorNumber - b.floorNumber)
    .map((floor) => assessFloor(floor, ctx));
  const vacantLand = assessLand(ctx);
  const values = [
    ...floors.map((floor) => floor.valuePaise),
    ...(vacantLand.valuePaise > 0 ? [vacantLand.valuePaise] : []),
  ];
  const arvPaise = values.reduce((sum, value) => sum + value, 0);
  const taxes = assessTaxes(input, rules, arvPaise);
  return {
    financialYear: input.financialYear,
    ruleSetVersion: rules.version,
    roadWidthGroup: group,
    constType: input.constType,
    ageYears,
    floors,
    vacantLand,
    arvPaise,
    arvExplanation: explainArv(values, arvPaise),
    taxes,
    totalTaxPaise: taxes.house.amountPaise + taxes.water.amountPaise + taxes.sewer.amountPaise,
    metroRail: input.isMetroRailProperty
      ? { flagged: true, explanation: explainMetroRail(rules) }
      : { flagged: false },
  };
}
