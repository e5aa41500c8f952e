// The days a push call is about: `date`, or `startDate`..`endDate` (India days, at most 31, none in
// the future). A GET without dates reads today; a push must name its day.
import type { Request } from 'express';
import {
  indiaDate,
  STATE_PORTAL_MAX_DAYS,
  STATE_PORTAL_MESSAGES,
  statePortalDaysSchema,
} from '@ptax/contracts';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import { fieldsOf } from '../properties/requests';

const DAY_MS = 86_400_000;

export function daysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export function daysOf(req: Request, now: number, required: boolean): string[] {
  const { date, startDate, endDate } = parseWith(statePortalDaysSchema, fieldsOf(req));
  const today = indiaDate(now);
  const start = date ?? startDate ?? endDate;
  const end = date ?? endDate ?? startDate;
  if (!start || !end) {
    if (required)
      throw badRequest(STATE_PORTAL_MESSAGES.dateRequired, { date: STATE_PORTAL_MESSAGES.dateRequired });
    return [today];
  }
  if (end > today) throw badRequest(STATE_PORTAL_MESSAGES.future, { date: STATE_PORTAL_MESSAGES.future });
  const days = daysBetween(start, end);
  if (days.length > STATE_PORTAL_MAX_DAYS)
    throw badRequest(STATE_PORTAL_MESSAGES.tooLong, { endDate: STATE_PORTAL_MESSAGES.tooLong });
  return days;
}

/** `format=csv` for the download; json otherwise. */
export function formatOf(req: Request): 'json' | 'csv' {
  const format = req.query.format;
  if (format === undefined || format === 'json') return 'json';
  if (format === 'csv') return 'csv';
  throw badRequest(STATE_PORTAL_MESSAGES.format, { format: STATE_PORTAL_MESSAGES.format });
}
