export { discountsProjection } from './projection';
export { applyDiscountEvent } from './handlers';
export { createDiscountTables, type DiscountTable } from './tables';
export { discountOn, findDiscount, listDiscounts, type DiscountFilter, type DiscountRow } from './queries';
