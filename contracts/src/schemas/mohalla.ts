import { z } from 'zod';
import {
  ROAD_RATE_CATEGORIES,
  ROAD_WIDTH_GROUPS,
  type RoadRateCategory,
  type RoadWidthGroup,
} from '../constants';
import {
  ALWAYS,
  AMOUNT_DECIMALS_MESSAGE,
  hasAtMostTwoDecimals,
  mustDiffer,
  nestedObject,
  optionalBoolean,
  requiredId,
  requiredNumber,
  requiredText,
} from './common';

// SPEC section 5, mohalla master: name, zone, ward and all twelve rates are required.
// Rates are rupees per sq ft of carpet area per month (DOMAIN.md); events store them as paise.

/** No mohalla comes near this; the bound keeps a typo from becoming a rate (and paise safe integers). */
export const MOHALLA_RATE_MAX_RUPEES = 10_000;

export const MOHALLA_MESSAGES = {
  rateNegative: 'Rate can not be negative',
  rateTooHigh: `Rate can not be more than ${MOHALLA_RATE_MAX_RUPEES} rupees`,
  sameName: 'New mohalla name must be different from the old name',
} as const;

const RATE_LABELS: Record<RoadRateCategory, string> = {
  rcc_rbc: 'RCC / RBC rate',
  other_pucca: 'Other pucca rate',
  kachha: 'Kachha rate',
  vacant_land: 'Vacant land rate',
};

const rate = (category: RoadRateCategory) =>
  requiredNumber(RATE_LABELS[category], (n) =>
    n
      .nonnegative(MOHALLA_MESSAGES.rateNegative)
      .max(MOHALLA_RATE_MAX_RUPEES, MOHALLA_MESSAGES.rateTooHigh)
      .refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE),
  );

export const roadWidthRatesSchema = z.object(
  Object.fromEntries(ROAD_RATE_CATEGORIES.map((c) => [c, rate(c)])) as Record<
    RoadRateCategory,
    ReturnType<typeof rate>
  >,
  { error: 'Rates are required' },
);

const groupRates = () => nestedObject(roadWidthRatesSchema);
const ratesShape = Object.fromEntries(ROAD_WIDTH_GROUPS.map((g) => [g, groupRates()])) as Record<
  RoadWidthGroup,
  ReturnType<typeof groupRates>
>;

export const mohallaSchema = z.object({
  name: requiredText('Mohalla name is required'),
  zone: requiredId('Zone is required'),
  ward: requiredId('Ward is required'),
  water_tax_availability: optionalBoolean(),
  sewer_tax_availability: optionalBoolean(),
  ...ratesShape,
});
export type MohallaInput = z.infer<typeof mohallaSchema>;

export const mohallaRenameSchema = z
  .object({
    mohallaOldName: requiredText('Existing mohalla name is required'),
    mohallaNewName: requiredText('New mohalla name is required'),
  })
  .superRefine(mustDiffer('mohallaOldName', 'mohallaNewName', MOHALLA_MESSAGES.sameName), ALWAYS);
export type MohallaRenameInput = z.infer<typeof mohallaRenameSchema>;
