// The engine over one stored property (calculateTax) or a described one (taxCalculations).
import {
  assess,
  AssessmentError,
  type Assessment,
  type AssessmentInput,
  type AssessmentNames,
  type CalculatedTax,
  type TaxPreviewInput,
  type TaxRuleSet,
} from '@ptax/contracts';
import {
  findMohalla,
  findRuleSet,
  mohallaRatesFor,
  recordedAssessments,
  subCategoryFactors,
  subCategoryNames,
  type Queryable,
} from '@ptax/projections';
import { HttpError, notFound } from '../http/errors';
import { fingerprintOf } from './fingerprint';
import { assessmentInputOf } from './inputs';
import { RULE_SET_TEXT } from './decide';

export const CALCULATION_TEXT = {
  propertyNotFound: 'Property not found',
  mohallaNotFound: 'Mohalla not found',
  cannotAssess: (why: string) => `The property cannot be assessed: ${why}`,
} as const;

async function ruleSetFor(db: Queryable, financialYear: string): Promise<TaxRuleSet> {
  const ruleSet = await findRuleSet(db, financialYear);
  if (!ruleSet) throw notFound(RULE_SET_TEXT.none(financialYear));
  return ruleSet;
}

/** The master's names of the sub-categories an input uses, for the explanation lines. */
async function namesFor(db: Queryable, input: AssessmentInput): Promise<AssessmentNames> {
  const used = input.floors.flatMap((f) => (f.subCategoryId === undefined ? [] : [f.subCategoryId]));
  return { subCategories: await subCategoryNames(db, [...new Set(used)]) };
}

function run(
  input: AssessmentInput,
  ruleSet: TaxRuleSet,
  status: number,
  names: AssessmentNames,
): Assessment {
  try {
    return assess(input, ruleSet, names);
  } catch (error) {
    if (error instanceof AssessmentError)
      throw new HttpError(status, CALCULATION_TEXT.cannotAssess(error.message));
    throw error;
  }
}

/** GET properties/calculateTax: the stored property's assessment now, and what was last recorded. */
export async function calculateTax(
  db: Queryable,
  propertyUniqueId: string,
  financialYear: string,
): Promise<CalculatedTax> {
  const [property, ruleSet] = await Promise.all([
    assessmentInputOf(db, propertyUniqueId, financialYear),
    ruleSetFor(db, financialYear),
  ]);
  if (!property) throw notFound(CALCULATION_TEXT.propertyNotFound);
  // The register lacks a figure: not the caller's mistake, and nothing to guess.
  if ('problem' in property) throw new HttpError(422, CALCULATION_TEXT.cannotAssess(property.problem));
  const assessment = run(property.input, ruleSet, 422, await namesFor(db, property.input));
  const recorded =
    (await recordedAssessments(db, [propertyUniqueId], financialYear)).get(propertyUniqueId) ?? null;
  const { input, ...place } = property;
  return {
    ...place,
    plotArea: input.plotArea,
    roadWidth: input.roadWidth,
    constructionYear: input.constructionYear,
    ...assessment,
    inputsFingerprint: fingerprintOf(input),
    ruleSetYear: ruleSet.inForceFrom ?? ruleSet.financialYear,
    recorded,
  };
}

/** GET properties/taxCalculations: the engine over a property described by the caller; nothing saved. */
export async function previewTax(db: Queryable, preview: TaxPreviewInput, currentYear: string) {
  const financialYear = preview.financialYear ?? currentYear;
  const [mohalla, ruleSet] = await Promise.all([
    findMohalla(db, preview.mohallaId),
    ruleSetFor(db, financialYear),
  ]);
  if (!mohalla) throw notFound(CALCULATION_TEXT.mohallaNotFound);
  const rates = (await mohallaRatesFor(db, mohalla.id, financialYear)) ?? mohalla.rates;
  const used = preview.floors.flatMap((f) =>
    f.usage === 'nonresidential' && f.subCategoryId != null ? [f.subCategoryId] : [],
  );
  const { mohallaId: _mohallaId, floors, ...property } = preview;
  const input: AssessmentInput = {
    ...property,
    financialYear,
    floors: floors.map(({ subCategoryId, ...floor }) => ({
      ...floor,
      ...(subCategoryId == null ? {} : { subCategoryId }),
    })),
    mohalla: {
      rates,
      waterTaxAvailability: mohalla.waterTaxAvailability,
      sewerTaxAvailability: mohalla.sewerTaxAvailability,
    },
    subCategoryFactors: await subCategoryFactors(db, used),
  };
  return run(input, ruleSet, 400, await namesFor(db, input));
}
