import type { CategoryRow } from '@ptax/contracts';
import { useLoad } from '../../shared/useLoad';
import { fetchCategories } from './api';
import type { Option } from './fields';

/** The category master, asked for only once something non-residential is described. */
export function useCategories(needed: boolean): CategoryRow[] {
  const { state } = useLoad(needed ? 'categories' : null, fetchCategories);
  return needed && state.status === 'loaded' ? state.data : [];
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
