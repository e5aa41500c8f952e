// The water and sewer tax of a year as a request shows it: before (the ledger's demand, else the
// latest assessment) and, for a pending request, what approving it would give (the engine run on the
// property as it is now with the request's changes; nothing is recorded).
import { assess, AssessmentError, type WaterSewerChanges, type WaterSewerTax } from '@ptax/contracts';
import { findRuleSet, yearTaxesOf, type Queryable } from '@ptax/projections';
import { assessmentInputsOf } from '../tax/inputs';

/** Each property's water and sewer tax of the year on its ledger (absent: not assessed). */
export async function waterSewerTaxes(
  db: Queryable,
  propertyUniqueIds: string[],
  financialYear: string,
): Promise<Map<string, WaterSewerTax>> {
  const taxes = await yearTaxesOf(db, propertyUniqueIds, financialYear);
  return new Map(
    [...taxes].map(([id, tax]) => [id, { waterPaise: tax.amounts.water, sewerPaise: tax.amounts.sewer }]),
  );
}

export async function waterSewerTaxOf(db: Queryable, propertyUniqueId: string, financialYear: string) {
  return (await waterSewerTaxes(db, [propertyUniqueId], financialYear)).get(propertyUniqueId) ?? null;
}

/** What the year's water and sewer tax would be with the changes, property by property. */
export async function estimatedTaxes(
  db: Queryable,
  requests: { propertyUniqueId: string; changes: WaterSewerChanges }[],
  financialYear: string,
): Promise<Map<string, WaterSewerTax>> {
  const estimates = new Map<string, WaterSewerTax>();
  if (requests.length === 0) return estimates;
  const [ruleSet, properties] = await Promise.all([
    findRuleSet(db, financialYear),
    assessmentInputsOf(db, [...new Set(requests.map((r) => r.propertyUniqueId))], financialYear),
  ]);
  if (!ruleSet) return estimates;
  for (const { propertyUniqueId, changes } of requests) {
    const property = properties.get(propertyUniqueId);
    if (!property || 'problem' in property) continue;
    const input = {
      ...property.input,
      waterTaxApplicable: changes.waterTaxApplicable ?? property.input.waterTaxApplicable,
      sewerageConnectionAvailable:
        changes.sewerageConnectionAvailable ?? property.input.sewerageConnectionAvailable,
    };
    try {
      const { taxes } = assess(input, ruleSet);
      estimates.set(propertyUniqueId, {
        waterPaise: taxes.water.amountPaise,
        sewerPaise: taxes.sewer.amountPaise,
      });
    } catch (error) {
      if (!(error instanceof AssessmentError)) throw error;
    }
  }
  return estimates;
}
