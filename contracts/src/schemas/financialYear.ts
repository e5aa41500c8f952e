import { z } from 'zod';
import { TRAILING_SPACES_MESSAGE, blankToAbsent, hasNoOuterSpaces, requiredText } from './text';

/** Financial years run April to March and are written '2025-26' (DOMAIN.md). */
export const FINANCIAL_YEAR_MESSAGE = 'Financial year must be written like 2025-26';

export function isFinancialYear(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

export function requiredFinancialYear(requiredMessage: string) {
  return requiredText(requiredMessage).refine(
    (v) => v.length === 0 || isFinancialYear(v),
    FINANCIAL_YEAR_MESSAGE,
  );
}

export function optionalFinancialYear() {
  return z.preprocess(
    blankToAbsent,
    z
      .string({ error: 'Must be text' })
      .refine(hasNoOuterSpaces, TRAILING_SPACES_MESSAGE)
      .refine(isFinancialYear, FINANCIAL_YEAR_MESSAGE)
      .nullish(),
  );
}
