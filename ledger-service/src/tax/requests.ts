// Query fields of the tax calls: the financial year (default: the current one), the ARV report
// filters and the amount range of SPEC section 9 (rupees in the query, paise inside).
import type { Request } from 'express';
import {
  DEFAULT_MAX_AMOUNT,
  DEFAULT_MIN_AMOUNT,
  FINANCIAL_YEAR_MESSAGE,
  MAX_INPUT_NUMBER,
  financialYearOfInstant,
  isFinancialYear,
  rupeesToPaise,
  tooLargeMessage,
} from '@ptax/contracts';
import type { AssessmentFilter } from '@ptax/projections';
import { queryText } from '../geography/requests';
import { badRequest } from '../http/errors';
import type { AccessScope } from '../http/scope';

const invalid = (field: string, message: string) => badRequest(message, { [field]: message });

export function financialYearOf(req: Request, now: () => number): string {
  const year = queryText(req, 'financialYear') ?? financialYearOfInstant(now());
  if (!isFinancialYear(year)) throw invalid('financialYear', FINANCIAL_YEAR_MESSAGE);
  return year;
}

function wholeNumber(req: Request, field: string): number | undefined {
  const text = queryText(req, field);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw invalid(field, `${field} must be a whole number`);
  return n;
}

/** minAmount / maxAmount in rupees, defaulting to SPEC section 9's 100000..500000. */
export function amountRangeOf(req: Request): { minPaise: number; maxPaise: number } {
  const rupees = (field: string, fallback: number) => {
    const text = queryText(req, field);
    const n = text === undefined ? fallback : Number(text);
    if (!Number.isFinite(n) || n < 0) throw invalid(field, `${field} must be a number of rupees, at least 0`);
    if (n > MAX_INPUT_NUMBER) throw invalid(field, tooLargeMessage(field));
    return rupeesToPaise(Math.floor(n));
  };
  const range = {
    minPaise: rupees('minAmount', DEFAULT_MIN_AMOUNT),
    maxPaise: rupees('maxAmount', DEFAULT_MAX_AMOUNT),
  };
  if (range.maxPaise < range.minPaise) throw invalid('maxAmount', 'maxAmount must be at least minAmount');
  return range;
}

export function assessmentFilterOf(req: Request, now: () => number, scope: AccessScope): AssessmentFilter {
  return {
    financialYear: financialYearOf(req, now),
    zoneId: queryText(req, 'zoneId'),
    wardId: queryText(req, 'wardId'),
    mohallaId: queryText(req, 'mohallaId'),
    houseCategory: queryText(req, 'houseCategory'),
    category: wholeNumber(req, 'category'),
    subCategory: wholeNumber(req, 'subCategory'),
    propertyUniqueId: queryText(req, 'propertyUniqueId'),
    scope,
  };
}
