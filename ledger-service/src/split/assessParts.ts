// The tax engine over each part of a split for the split's year: the parent's figures from the
// register (tax/inputs.ts, the adapter every assessment uses) with the part's own plot area and
// floors. The same figures the process records later, read back from the register once it holds them.
import { assess, AssessmentError, heads, type TaxRuleSet } from '@ptax/contracts';
import { findRuleSet, type Queryable } from '@ptax/projections';
import { HttpError, notFound } from '../http/errors';
import { PROPERTY_NOT_FOUND } from '../properties/decide';
import { CALCULATION_TEXT } from '../tax/calculations';
import { assessmentFloorOf, assessmentInputOf } from '../tax/inputs';
import type { PartTax } from './decide';
import type { Share, Shares } from './shares';

export const ASSESS_TEXT = {
  part: (index: number, why: string) =>
    index === 0
      ? `What remains cannot be assessed: ${why}`
      : `New property ${index} cannot be assessed: ${why}`,
} as const;

/** The parts' taxes (parent first) for the year; null when no rule set covers the year. */
export async function assessParts(
  db: Queryable,
  propertyUniqueId: string,
  financialYear: string,
  shares: Shares,
): Promise<{ ruleSet: TaxRuleSet; taxes: PartTax[] } | null> {
  const ruleSet = await findRuleSet(db, financialYear);
  if (!ruleSet) return null;
  const base = await assessmentInputOf(db, propertyUniqueId, financialYear);
  if (!base) throw notFound(PROPERTY_NOT_FOUND);
  // The register lacks a figure: no part can be assessed until it is corrected.
  if ('problem' in base) throw new HttpError(422, CALCULATION_TEXT.cannotAssess(base.problem));
  const taxOf = (share: Share, index: number): PartTax => {
    const floors = share.floors.map((floor) => assessmentFloorOf(floor, base));
    const used = new Set(
      floors.flatMap((f) => (f.subCategoryId === undefined ? [] : [String(f.subCategoryId)])),
    );
    const factors = Object.fromEntries(
      Object.entries(base.input.subCategoryFactors).filter(([id]) => used.has(id)),
    );
    try {
      const result = assess(
        { ...base.input, plotArea: share.plotArea, floors, subCategoryFactors: factors },
        ruleSet,
      );
      const { house, water, sewer } = result.taxes;
      return {
        arvPaise: result.arvPaise,
        amounts: heads(house.amountPaise, water.amountPaise, sewer.amountPaise),
      };
    } catch (error) {
      if (error instanceof AssessmentError) throw new HttpError(422, ASSESS_TEXT.part(index, error.message));
      throw error;
    }
  };
  return { ruleSet, taxes: [shares.remains, ...shares.children].map(taxOf) };
}
