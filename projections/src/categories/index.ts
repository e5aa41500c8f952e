export { categoriesProjection } from './projection';
export { applyCategoryEvent } from './handlers';
export { createCategoryTables, type CategoryTable } from './tables';
export {
  findCategory,
  lastCategoryNumber,
  listCategories,
  subCategoryFactors,
  subCategoryNames,
  type StoredCategory,
} from './queries';
