// Reading the demand calls' requests: the year and place of a run (checked against the masters and
// the caller's zones and wards), a day, a payment mode.
import type { Request } from 'express';
import { financialYearOfInstant, optionalFinancialYear, PAYMENT_MODES } from '@ptax/contracts';
import { findMohalla, findWard, findZone, type LedgerPlace, type Queryable } from '@ptax/projections';
import { z } from 'zod';
import { badRequest, notFound } from '../http/errors';
import { assertInScope, type AccessScope } from '../http/scope';
import { parseWith } from '../http/validate';

const optionalId = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: 'Must be text' }).trim().min(1).optional(),
);

const runSchema = z.object({
  financialYear: optionalFinancialYear(),
  zoneId: optionalId,
  wardId: optionalId,
  mohallaId: optionalId,
});

export const PLACE_MESSAGES = {
  zone: 'Zone not found',
  ward: 'Ward not found',
  mohalla: 'Mohalla not found',
} as const;

/** The year (default: the current one) and the place, each named master checked and in scope. */
export async function runOf(
  db: Queryable,
  fields: Record<string, unknown>,
  scope: AccessScope,
  now: number,
): Promise<{ financialYear: string; place: LedgerPlace }> {
  const input = parseWith(runSchema, fields);
  if (input.zoneId) {
    if (!(await findZone(db, input.zoneId))) throw notFound(PLACE_MESSAGES.zone);
    assertInScope(scope, input.zoneId, null);
  }
  if (input.wardId) {
    const ward = await findWard(db, input.wardId);
    if (!ward) throw notFound(PLACE_MESSAGES.ward);
    assertInScope(scope, ward.zoneId, ward.id);
  }
  if (input.mohallaId) {
    const mohalla = await findMohalla(db, input.mohallaId);
    if (!mohalla) throw notFound(PLACE_MESSAGES.mohalla);
    assertInScope(scope, mohalla.zoneId, mohalla.wardId);
  }
  return {
    financialYear: input.financialYear ?? financialYearOfInstant(now),
    place: { zoneId: input.zoneId, wardId: input.wardId, mohallaId: input.mohallaId, scope },
  };
}

/** Said when a run or a replacement names a year after the current financial year. */
export const futureYearMessage = (currentYear: string) =>
  `Demand can not be raised for a year after the current financial year (${currentYear})`;

/** A demand is raised for the current financial year or an earlier one, never a later one (400). */
export function assertRaisableYear(financialYear: string, now: number): string {
  const currentYear = financialYearOfInstant(now);
  if (financialYear > currentYear) {
    const message = futureYearMessage(currentYear);
    throw badRequest(message, { financialYear: message });
  }
  return financialYear;
}

/** A calendar day YYYY-MM-DD, or undefined when absent. */
export function dayOf(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  const day = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== text
  ) {
    const message = `${field} must be a date (YYYY-MM-DD)`;
    throw badRequest(message, { [field]: message });
  }
  return text;
}

export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const MODE_MESSAGE = `mode must be one of ${PAYMENT_MODES.join(', ')}`;

/** A payment mode (default cash); online and link payments meet the discount master's online criterion. */
export function modeOf(value: unknown): PaymentMode {
  if (value === undefined || value === null || value === '') return 'cash';
  const mode = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!(PAYMENT_MODES as readonly string[]).includes(mode))
    throw badRequest(MODE_MESSAGE, { mode: MODE_MESSAGE });
  return mode as PaymentMode;
}

/** What a payment in this mode meets: the criterion posting.ts gives gateway and link payments. */
export const criteriaOf = (mode: PaymentMode): string[] =>
  mode === 'online' || mode === 'link' ? ['online'] : [];

export const fieldsOfQuery = (req: Request): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(req.query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
