import { z } from 'zod';
import { optionalNumber, optionalText, requiredNumber, requiredText } from '../schemas/common';

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
  /** The name in Hindi; optional (a reader of Hindi then sees the English name). */
  nameHi: optionalText(),
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
  nameHi: optionalText(),
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
  /** The Hindi name, null when the master has none. */
  nameHi: string | null;
  subCategories: { subCategory: number; name: string; nameHi: string | null; factor: number }[];
}

/** DOMAIN.md's examples, grouped by kind of use, named in English and Hindi: [name, Hindi name, factor]. */
export const DEFAULT_CATEGORIES: readonly {
  name: string;
  nameHi: string;
  subCategories: readonly [string, string, number][];
}[] = [
  {
    name: 'Shops and stalls',
    nameHi: 'दुकानें और स्टॉल',
    subCategories: [
      ['Small stall', 'छोटा स्टॉल', 1.1],
      ['Small shop', 'छोटी दुकान', 2],
      ['Shop 200-500 sq ft', 'दुकान 200-500 वर्ग फुट', 4],
      ['Large shop', 'बड़ी दुकान', 5],
    ],
  },
  {
    name: 'Education',
    nameHi: 'शिक्षा',
    subCategories: [
      ['School without hostel', 'छात्रावास रहित विद्यालय', 1],
      ['Coaching centre', 'कोचिंग केंद्र', 5],
    ],
  },
  {
    name: 'Health and fitness',
    nameHi: 'स्वास्थ्य और व्यायाम',
    subCategories: [
      ['Clinic', 'क्लिनिक', 2],
      ['Gym', 'व्यायामशाला', 2],
      ['Hospital', 'अस्पताल', 3],
    ],
  },
  {
    name: 'Entertainment and hospitality',
    nameHi: 'मनोरंजन और आतिथ्य',
    subCategories: [
      ['Cinema', 'सिनेमा हॉल', 2],
      ['Wedding hall', 'विवाह भवन', 3],
      ['4-star hotel', '4-सितारा होटल', 6],
      ['Bar', 'बार', 6],
    ],
  },
  {
    name: 'Commercial and finance',
    nameHi: 'व्यापार और वित्त',
    subCategories: [
      ['Showroom', 'शोरूम', 5],
      ['Bank', 'बैंक', 5],
      ['ATM', 'एटीएम', 5],
      ['Mall', 'मॉल', 6],
    ],
  },
  {
    name: 'Fuel, storage and utilities',
    nameHi: 'ईंधन, भंडारण और जनसुविधाएँ',
    subCategories: [
      ['Petrol pump', 'पेट्रोल पंप', 2],
      ['Warehouse', 'गोदाम', 3],
      ['Mobile tower', 'मोबाइल टावर', 3],
    ],
  },
];
