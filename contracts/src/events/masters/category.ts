import { z } from 'zod';
import { at, eventSchema, id } from '../common';

// The category master of DOMAIN.md: non-residential categories whose sub-categories carry the
// factor (1 to 6) that multiplies a non-residential floor's ARV.

export const categoryStream = (categoryId: string) => `category-${categoryId}`;

const categoryTerms = {
  categoryId: id(),
  /** The number a property's `category` field holds. */
  categoryNumber: z.number().int(),
  name: z.string().min(1),
  /** The name in Hindi, when the master gives one (people reading Hindi see it; else the name). */
  nameHi: z.string().min(1).optional(),
  subCategories: z.array(
    z.object({
      subCategoryNumber: z.number().int(),
      name: z.string().min(1),
      nameHi: z.string().min(1).optional(),
      factor: z.number().positive(),
    }),
  ),
};

export const CategoryAdded = eventSchema('CategoryAdded', 1, { ...categoryTerms, addedAt: at() });
export const CategoryEdited = eventSchema('CategoryEdited', 1, { ...categoryTerms, editedAt: at() });
export const CategoryDeleted = eventSchema('CategoryDeleted', 1, { categoryId: id(), deletedAt: at() });
