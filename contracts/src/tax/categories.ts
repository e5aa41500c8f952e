import { z } from 'zod';
import { optionalNumber, requiredNumber, requiredText } from '../schemas/common';

// The category master (DOMAIN.md): non-residential categories whose sub-categories carry the ARV
// factor. Category and sub-category are numbers (SPEC section 3); a sub-category's number is its
// category's number x 100 + its place, so it is unique across the master and never reused.

export const CATEGORY_FACTOR_MIN = 1;
export const CATEGORY_FACTOR_MAX = 6;
export const SUB_CATEGORIES_PER_CATEGORY = 99;

export const subCategoryNumberOf = (categoryNumber: number, place: number) =>
  categoryNumber * (SUB_CATEGORIES_PER_CATEGORY + 1) + place;

export const CATEGORY_MESSAGES = {
  name: 'Category name is required',
  subCategoryName: 'Sub-category name is required',
  factorRange: `ARV factor must be between ${CATEGORY_FACTOR_MIN} and ${CATEGORY_FACTOR_MAX}`,
  factorDecimals: 'ARV factor can have at most three decimal places',
  atLeastOne: 'At least one sub-category is required',
  tooMany: `A category can have at most ${SUB_CATEGORIES_PER_CATEGORY} sub-categories`,
} as const;

const hasAtMostThreeDecimals = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

export const subCategoryInputSchema = z.object({
  /** Present when editing a sub-category that already exists: its number is kept. */
  subCategory: optionalNumber('Sub-category', (n) => n.int()),
  name: requiredText(CATEGORY_MESSAGES.subCategoryName),
  factor: requiredNumber('ARV factor', (n) =>
    n
      .min(CATEGORY_FACTOR_MIN, CATEGORY_MESSAGES.factorRange)
      .max(CATEGORY_FACTOR_MAX, CATEGORY_MESSAGES.factorRange)
      .refine(hasAtMostThreeDecimals, CATEGORY_MESSAGES.factorDecimals),
  ),
});

/** POST categories and PATCH categories/categoryID=:id. */
export const categoryInputSchema = z.object({
  name: requiredText(CATEGORY_MESSAGES.name),
  subCategories: z
    .array(subCategoryInputSchema, { error: CATEGORY_MESSAGES.atLeastOne })
    .min(1, CATEGORY_MESSAGES.atLeastOne)
    .max(SUB_CATEGORIES_PER_CATEGORY, CATEGORY_MESSAGES.tooMany),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** A category as the API answers it. */
export interface CategoryRow {
  id: number;
  category: number;
  name: string;
  subCategories: { subCategory: number; name: string; factor: number }[];
}

/** DOMAIN.md's examples, grouped by kind of use: [name, [sub-category, factor]...]. */
export const DEFAULT_CATEGORIES: readonly { name: string; subCategories: readonly [string, number][] }[] = [
  {
    name: 'Shops and stalls',
    subCategories: [
      ['Small stall', 1.1],
      ['Small shop', 2],
      ['Shop 200-500 sq ft', 4],
      ['Large shop', 5],
    ],
  },
  {
    name: 'Education',
    subCategories: [
      ['School without hostel', 1],
      ['Coaching centre', 5],
    ],
  },
  {
    name: 'Health and fitness',
    subCategories: [
      ['Clinic', 2],
      ['Gym', 2],
      ['Hospital', 3],
    ],
  },
  {
    name: 'Entertainment and hospitality',
    subCategories: [
      ['Cinema', 2],
      ['Wedding hall', 3],
      ['4-star hotel', 6],
      ['Bar', 6],
    ],
  },
  {
    name: 'Commercial and finance',
    subCategories: [
      ['Showroom', 5],
      ['Bank', 5],
      ['ATM', 5],
      ['Mall', 6],
    ],
  },
  {
    name: 'Fuel, storage and utilities',
    subCategories: [
      ['Petrol pump', 2],
      ['Warehouse', 3],
      ['Mobile tower', 3],
    ],
  },
];
