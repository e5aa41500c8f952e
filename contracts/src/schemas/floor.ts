import { z } from 'zod';
import { optionalNumber, optionalText, requiredNumber, requiredText } from './common';

// SPEC section 5, floor / premise. floorNumber is a whole number: 0 is the ground floor and
// negative numbers are basements (the tax engine finds the ground floor by it).

const floorShape = {
  floorNumber: requiredNumber('Floor number', (n) => n.int('Floor number must be a whole number')),
  rentType: requiredText('Rent type is required'),
  rentUsage: requiredText('Rent usage is required'),
  type: requiredText('Floor type is required'),
  category: optionalNumber('Category'),
  subCategory: optionalNumber('Sub-category'),
  /** Covered (built-up) area in square feet. */
  areaSqft: requiredNumber('Area', (n) => n.positive('Area must be more than 0')),
  propertyPremiseId: optionalText(),
};

export const floorSchema = z.object(floorShape);
export type FloorInput = z.infer<typeof floorSchema>;

/** The variant that edits a stored premise: its propertyPremiseId is required. */
export const floorWithPremiseIdSchema = z.object({
  ...floorShape,
  propertyPremiseId: requiredText('Property premise ID is required'),
});
export type FloorWithPremiseIdInput = z.infer<typeof floorWithPremiseIdSchema>;
