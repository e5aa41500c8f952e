// Names for the codes a property row carries, as its exports write them: the category and
// sub-category by their master's names, the construction type and house category in words.
import { humanizeName } from '@ptax/contracts';
import { listCategories, type Queryable } from '@ptax/projections';

const CONSTRUCTION: Record<string, string> = {
  rcc_rbc: 'RCC / RBC',
  other_pucca: 'Other pucca',
  kachha: 'Kachha',
};

/** 'rcc_rbc' -> 'RCC / RBC'; an unknown type in words. */
export const constructionName = (type: string | null) =>
  type === null ? null : (CONSTRUCTION[type] ?? humanizeName(type));

/** 'non_residential' -> 'Non residential'. */
export const wordsOf = (code: string | null | undefined) =>
  code ? humanizeName(code.replace(/_/g, ' ')) : null;

export interface CategoryNames {
  category(number: number | null): string | null;
  subCategory(number: number | null): string | null;
}

/**
 * The category master's names in the sheet's language (Hindi where the master gives one), read once
 * per export; a number the master does not know stays a number.
 */
export async function categoryNames(db: Queryable, language: 'en' | 'hi' = 'en'): Promise<CategoryNames> {
  const categories = new Map<number, string>();
  const subCategories = new Map<number, string>();
  const nameOf = (row: { name: string; nameHi: string | null }) =>
    (language === 'hi' && row.nameHi) || row.name;
  for (const category of await listCategories(db)) {
    categories.set(category.category, nameOf(category));
    for (const sub of category.subCategories) subCategories.set(sub.subCategory, nameOf(sub));
  }
  const named = (names: Map<number, string>) => (number: number | null) =>
    number === null ? null : (names.get(number) ?? String(number));
  return { category: named(categories), subCategory: named(subCategories) };
}
