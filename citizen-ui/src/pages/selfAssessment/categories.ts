import type { CategoryRow } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { useLoad } from '../../shared/useLoad';
import { fetchCategories } from './api';
import type { Option } from './fields';

/** A master row's name for the reader: its Hindi name in Hindi when the master gives one. */
const nameIn = (row: { name: string; nameHi?: string | null }, lang: Lang) =>
  (lang === 'hi' && row.nameHi) || row.name;

/** The category master named in the reader's language, asked for only once something non-residential is described. */
export function useCategories(needed: boolean, lang: Lang): CategoryRow[] {
  const { state } = useLoad(needed ? 'categories' : null, fetchCategories);
  if (!needed || state.status !== 'loaded') return [];
  return state.data.map((row) => ({
    ...row,
    name: nameIn(row, lang),
    subCategories: row.subCategories.map((sub) => ({ ...sub, name: nameIn(sub, lang) })),
  }));
}

export const categoryOptions = (rows: CategoryRow[]): Option[] =>
  rows.map((row) => ({ value: String(row.category), label: row.name }));

/** The sub-categories of the chosen category, with the factor that multiplies their ARV. */
export const subCategoryOptions = (rows: CategoryRow[], category: string): Option[] =>
  rows
    .find((row) => String(row.category) === category)
    ?.subCategories.map((sub) => ({
      value: String(sub.subCategory),
      label: `${sub.name} (× ${sub.factor})`,
    })) ?? [];
