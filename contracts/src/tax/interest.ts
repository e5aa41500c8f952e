import { integer, parts, times } from './exact';
import { roundHalfUpToRupees } from './rounding';
import type { TaxRules } from './ruleSet';

const BASIS_POINTS = 10_000;

/**
 * DOMAIN.md: simple interest on an arrear's unpaid principal, never compounded: principal x the
 * yearly rate x days / days in the year, rounded half-up to whole rupees (the engine's one rounding).
 */
export function simpleInterestPaise(principalPaise: number, days: number, rules: TaxRules): number {
  if (!Number.isSafeInteger(principalPaise) || principalPaise < 0)
    throw new RangeError('principal must be whole paise');
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError('days must be a whole number');
  const { basisPointsPerYear, daysInYear } = rules.interest;
  return roundHalfUpToRupees(
    times(integer(principalPaise), parts(basisPointsPerYear, BASIS_POINTS), parts(days, daysInYear)),
  );
}
