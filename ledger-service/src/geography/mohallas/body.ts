import { z } from 'zod';
import {
  ROAD_RATE_CATEGORIES,
  ROAD_WIDTH_GROUPS,
  mohallaSchema,
  optionalBoolean,
  optionalFinancialYear,
  optionalText,
  rupeesToPaise,
  type MohallaInput,
  type MohallaRates,
} from '@ptax/contracts';

/**
 * PATCH mohallas/edit/{id}, JSON or multipart (fields as text, rate groups as JSON text or
 * `road_w_l_12[kachha]` fields). Each part applies when the body carries it: the spec's rename
 * (mohallaOldName / mohallaNewName, or the form's `name`), water / sewer, and the twelve rates,
 * all required together, from a financial year (default: the current one).
 */
export const mohallaEditSchema = z.object({
  name: optionalText(),
  zone: mohallaSchema.shape.zone.optional(),
  ward: mohallaSchema.shape.ward.optional(),
  water_tax_availability: optionalBoolean(),
  sewer_tax_availability: optionalBoolean(),
  effectiveFromFinancialYear: optionalFinancialYear(),
});

export const mohallaRatesSchema = mohallaSchema.pick({
  road_w_l_12: true,
  road_w_12_24: true,
  road_w_m_24: true,
});

export const RENAME_FIELDS = ['mohallaOldName', 'mohallaNewName'] as const;
export const RATE_FIELDS = ROAD_WIDTH_GROUPS;

type RupeeRates = Pick<MohallaInput, (typeof ROAD_WIDTH_GROUPS)[number]>;

/** The form's rupees per sq ft per month as the events' paise (contracts rupeesToPaise, once). */
export function ratesInPaise(rates: RupeeRates): MohallaRates {
  const group = (g: (typeof ROAD_WIDTH_GROUPS)[number]) =>
    Object.fromEntries(ROAD_RATE_CATEGORIES.map((type) => [type, rupeesToPaise(rates[g][type])]));
  return Object.fromEntries(ROAD_WIDTH_GROUPS.map((g) => [g, group(g)])) as MohallaRates;
}
