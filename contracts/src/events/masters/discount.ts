import { z } from 'zod';
import { at, eventSchema, id, percentage } from '../common';

export const discountStream = (discountId: string) => `discount-${discountId}`;

const discountTerms = {
  discountId: id(),
  billingPeriod: z.string().min(1),
  periodDescription: z.string().min(1),
  status: z.boolean(),
  discountPercentage: percentage(),
  additionDiscountCriteria: z.array(
    z.object({ criteria: z.string().min(1), discountPercentage: percentage().max(100) }),
  ),
};

export const DiscountAdded = eventSchema('DiscountAdded', 1, { ...discountTerms, addedAt: at() });
/** The full terms after the edit. */
export const DiscountEdited = eventSchema('DiscountEdited', 1, { ...discountTerms, editedAt: at() });
