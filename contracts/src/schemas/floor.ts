import { z } from 'zod';
import {
  ALWAYS,
  fieldOf,
  optionalNumber,
  optionalText,
  requiredNumber,
  requiredText,
  requiredWhen,
} from './common';

// SPEC section 5, floor / premise. floorNumber is a whole number: 0 is the ground floor and
// negative numbers are basements (the tax engine finds the ground floor by it). rentType and
// rentUsage pick the tax engine's factors (DOMAIN.md), so they take exactly these values.

export const RENT_TYPES = ['self', 'rented'] as const;
export type RentType = (typeof RENT_TYPES)[number];
export const RENT_USAGES = ['residential', 'nonresidential'] as const;
export type RentUsage = (typeof RENT_USAGES)[number];

export const FLOOR_MESSAGES = {
  rentTypeInvalid: 'Rent type must be self or rented',
  rentUsageInvalid: 'Rent usage must be residential or nonresidential',
  categoryRequired: 'Category is required for a nonresidential floor',
  subCategoryRequired: 'Sub-category is required for a nonresidential floor',
} as const;

// Words the old forms used for the same two choices.
const RENT_TYPE_ALIASES: Record<string, RentType> = {
  self: 'self',
  self_occupied: 'self',
  'self occupied': 'self',
  selfoccupied: 'self',
  owner: 'self',
  rented: 'rented',
  rent: 'rented',
  tenant: 'rented',
  tenanted: 'rented',
};
const RENT_USAGE_ALIASES: Record<string, RentUsage> = {
  residential: 'residential',
  nonresidential: 'nonresidential',
  'non-residential': 'nonresidential',
  non_residential: 'nonresidential',
  commercial: 'nonresidential',
};

const choice = <T extends string>(
  values: readonly [T, ...T[]],
  aliases: Record<string, T>,
  requiredMessage: string,
  invalidMessage: string,
) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null) return undefined;
      return typeof v === 'string' ? (aliases[v.toLowerCase()] ?? v) : v;
    },
    z.enum(values, { error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) }),
  );

const whole = (label: string) => (n: z.ZodNumber) => n.int(`${label} must be a whole number`);

const floorShape = {
  floorNumber: requiredNumber('Floor number', whole('Floor number')),
  rentType: choice(RENT_TYPES, RENT_TYPE_ALIASES, 'Rent type is required', FLOOR_MESSAGES.rentTypeInvalid),
  rentUsage: choice(
    RENT_USAGES,
    RENT_USAGE_ALIASES,
    'Rent usage is required',
    FLOOR_MESSAGES.rentUsageInvalid,
  ),
  type: requiredText('Floor type is required'),
  /** Numbers of the category master; the tax engine's factor for a nonresidential floor. */
  category: optionalNumber('Category', whole('Category')),
  subCategory: optionalNumber('Sub-category', whole('Sub-category')),
  /** Covered (built-up) area in square feet. */
  areaSqft: requiredNumber('Area', (n) => n.positive('Area must be more than 0')),
  propertyPremiseId: optionalText(),
};

const nonresidentialNeedsCategory = requiredWhen((v) => fieldOf(v, 'rentUsage') === 'nonresidential', {
  category: FLOOR_MESSAGES.categoryRequired,
  subCategory: FLOOR_MESSAGES.subCategoryRequired,
});

export const floorSchema = z.object(floorShape).superRefine(nonresidentialNeedsCategory, ALWAYS);
export type FloorInput = z.infer<typeof floorSchema>;

/** The variant that edits a stored premise: its propertyPremiseId is required. */
export const floorWithPremiseIdSchema = z
  .object({ ...floorShape, propertyPremiseId: requiredText('Property premise ID is required') })
  .superRefine(nonresidentialNeedsCategory, ALWAYS);
export type FloorWithPremiseIdInput = z.infer<typeof floorWithPremiseIdSchema>;
