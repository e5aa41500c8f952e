// The explanation lines of the assessment a year's demand came from (the tax engine's own words, in
// English and Hindi), so a bill shows how its tax was worked out. Only when the engine, run on the
// register as it is now, gives exactly the recorded assessment: otherwise the lines would explain
// another figure, and the bill shows none.
import type { Assessment, Explanation } from '@ptax/contracts';
import type { Queryable, YearAssessment } from '@ptax/projections';
import { HttpError } from '../http/errors';
import { calculateTax } from '../tax/calculations';

export interface ExplanationLines {
  financialYear: string;
  ruleSetVersion: number;
  arvPaise: number;
  en: string[];
  hi: string[];
}

function linesOf(a: Assessment): Explanation[] {
  return [
    ...a.floors.map((floor) => floor.explanation),
    ...(a.vacantLand.areaSqft > 0 ? [a.vacantLand.explanation] : []),
    a.arvExplanation,
    ...(['house', 'water', 'sewer'] as const).map((head) => a.taxes[head].explanation),
    ...(a.metroRail.explanation ? [a.metroRail.explanation] : []),
  ];
}

export async function explanationOf(
  db: Queryable,
  propertyUniqueId: string,
  financialYear: string,
  recorded: YearAssessment | undefined,
): Promise<ExplanationLines | null> {
  if (!recorded) return null;
  try {
    const now = await calculateTax(db, propertyUniqueId, financialYear);
    if (
      now.inputsFingerprint !== recorded.inputsFingerprint ||
      now.ruleSetVersion !== recorded.ruleSetVersion
    )
      return null;
    const lines = linesOf(now);
    return {
      financialYear,
      ruleSetVersion: recorded.ruleSetVersion,
      arvPaise: recorded.arvPaise,
      en: lines.map((line) => line.en),
      hi: lines.map((line) => line.hi),
    };
  } catch (error) {
    // The register can no longer be assessed (a master went missing): the bill stands without lines.
    if (error instanceof HttpError) return null;
    throw error;
  }
}
