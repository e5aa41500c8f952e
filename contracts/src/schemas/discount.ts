import { z } from 'zod';
import { DISCOUNT_PERCENTAGE_MAX, DISCOUNT_PERCENTAGE_MIN } from '../constants';
import { optionalBoolean, requiredNumber, requiredText } from './common';

// SPEC section 5, discount master. The edit form has no upper bound on the main percentage.

export const DISCOUNT_MESSAGES = {
  billingPeriodDate: 'Billing period must be a date (YYYY-MM-DD)',
  negative: 'Discount percentage can not be negative',
  aboveMax: `Discount percentage can not be more than ${DISCOUNT_PERCENTAGE_MAX}`,
} as const;

const percentage = (bounded: boolean) =>
  requiredNumber('Discount percentage', (n) => {
    const atLeastMin = n.min(DISCOUNT_PERCENTAGE_MIN, DISCOUNT_MESSAGES.negative);
    return bounded ? atLeastMin.max(DISCOUNT_PERCENTAGE_MAX, DISCOUNT_MESSAGES.aboveMax) : atLeastMin;
  });

/** An extra criterion (for example online payment) that adds its own percentage, 0 to 100. */
export const discountCriterionSchema = z.object({
  criteria: requiredText('Criteria is required'),
  discountPercentage: percentage(true),
});

/** A real calendar day written YYYY-MM-DD. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const discountShape = (boundedMain: boolean) => ({
  /** The last day (inclusive) of the billing period a payment must fall in to earn the discount. */
  billingPeriod: requiredText('Billing period is required').refine(
    (v) => v.length === 0 || isIsoDate(v),
    DISCOUNT_MESSAGES.billingPeriodDate,
  ),
  status: optionalBoolean(),
  discountPercentage: percentage(boundedMain),
  periodDescription: requiredText('Period description is required'),
  additionDiscountCriteria: z.array(discountCriterionSchema, { error: 'Must be a list' }).optional(),
});

export const discountAddSchema = z.object(discountShape(true));
export type DiscountAddInput = z.infer<typeof discountAddSchema>;

export const discountEditSchema = z.object(discountShape(false));
export type DiscountEditInput = z.infer<typeof discountEditSchema>;
