// Reading a taxDemands/dcb request: the day (today by default; never in the future), the financial
// year (the day's by default; the day may not come before it begins), the level of the rows, the
// place above them (checked against the masters and the caller's zones and wards), a tax head.
import { DCB_HEADS, DCB_LEVELS, financialYearOfDate, type DcbLevel, type DcbTaxHead } from '@ptax/contracts';
import { firstDayOf, type LedgerPlace, type Queryable } from '@ptax/projections';
import { asOfDay } from '../audit/ledgerQuery';
import { runOf } from '../demands/requests';
import { badRequest } from '../http/errors';
import type { AccessScope } from '../http/scope';

export const DCB_MESSAGES = {
  level: `level must be one of ${DCB_LEVELS.join(', ')}`,
  head: `head must be one of ${DCB_HEADS.join(', ')}`,
  beforeYear: 'asOf can not be before the financial year begins (1 April)',
} as const;

export interface DcbRequest {
  asOf: string;
  financialYear: string;
  level: DcbLevel;
  head: DcbTaxHead | null;
  place: LedgerPlace;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string, message: string) {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!(allowed as readonly string[]).includes(text)) throw badRequest(message, { [field]: message });
  return text as T;
}

export async function dcbRequestOf(
  db: Queryable,
  fields: Record<string, unknown>,
  scope: AccessScope,
  now: number,
): Promise<DcbRequest> {
  const asOf = asOfDay(fields.asOf, now);
  const level = oneOf(fields.level, DCB_LEVELS, 'level', DCB_MESSAGES.level) ?? 'zone';
  const head = oneOf(fields.head, DCB_HEADS, 'head', DCB_MESSAGES.head);
  const { financialYear: asked, place } = await runOf(db, fields, scope, now);
  const financialYear = fields.financialYear ? asked : financialYearOfDate(asOf);
  if (asOf < firstDayOf(financialYear))
    throw badRequest(DCB_MESSAGES.beforeYear, { asOf: DCB_MESSAGES.beforeYear });
  return { asOf, financialYear, level, head, place };
}
