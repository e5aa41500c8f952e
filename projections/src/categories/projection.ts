import type { Projection } from '../projection';
import { applyCategoryEvent, CATEGORY_EVENT_TYPES } from './handlers';
import { CATEGORY_TABLES, createCategoryTables, type CategoryTable } from './tables';

export const categoriesProjection: Projection<CategoryTable> = {
  name: 'categories',
  version: 2,
  tables: CATEGORY_TABLES,
  handles: CATEGORY_EVENT_TYPES,
  createSql: createCategoryTables,
  apply: applyCategoryEvent,
};
