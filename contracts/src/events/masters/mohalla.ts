import { z } from 'zod';
import {
  ROAD_RATE_CATEGORIES,
  ROAD_WIDTH_GROUPS,
  type RoadRateCategory,
  type RoadWidthGroup,
} from '../../constants';
import { at, eventSchema, financialYear, id, paise } from '../common';

export const mohallaStream = (mohallaId: string) => `mohalla-${mohallaId}`;

/** Monthly rate per sq ft of carpet area, in paise, for each road-width group and construction type. */
const groupRates = z.object(
  Object.fromEntries(ROAD_RATE_CATEGORIES.map((c) => [c, paise()])) as Record<
    RoadRateCategory,
    ReturnType<typeof paise>
  >,
);
export const mohallaRates = z.object(
  Object.fromEntries(ROAD_WIDTH_GROUPS.map((g) => [g, groupRates])) as Record<
    RoadWidthGroup,
    typeof groupRates
  >,
);
export type MohallaRates = z.infer<typeof mohallaRates>;

export const MohallaAdded = eventSchema('MohallaAdded', 1, {
  mohallaId: id(),
  name: z.string().min(1),
  zoneId: id(),
  wardId: id(),
  waterTaxAvailable: z.boolean(),
  sewerTaxAvailable: z.boolean(),
  rates: mohallaRates,
  addedAt: at(),
});

/** New rates from a financial year on (the Commissioner revises them every few years). */
export const MohallaRatesRevised = eventSchema('MohallaRatesRevised', 1, {
  mohallaId: id(),
  rates: mohallaRates,
  effectiveFromFinancialYear: financialYear(),
  revisedAt: at(),
});

export const MohallaRenamed = eventSchema('MohallaRenamed', 1, {
  mohallaId: id(),
  mohallaOldName: z.string().min(1),
  mohallaNewName: z.string().min(1),
  renamedAt: at(),
});

/** Water supply or sewer reached (or left) the mohalla: water and sewer tax follow it. */
export const MohallaServicesChanged = eventSchema('MohallaServicesChanged', 1, {
  mohallaId: id(),
  waterTaxAvailable: z.boolean(),
  sewerTaxAvailable: z.boolean(),
  changedAt: at(),
});
