import type { Projection } from '../projection';
import { applyDiscountEvent, DISCOUNT_EVENT_TYPES } from './handlers';
import { createDiscountTables, DISCOUNT_TABLES, type DiscountTable } from './tables';

export const discountsProjection: Projection<DiscountTable> = {
  name: 'discounts',
  version: 1,
  tables: DISCOUNT_TABLES,
  handles: DISCOUNT_EVENT_TYPES,
  createSql: createDiscountTables,
  apply: applyDiscountEvent,
};
