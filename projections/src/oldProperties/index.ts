export { oldPropertiesProjection } from './projection';
export { applyOldPropertyEvent, OLD_PROPERTY_EVENT_TYPES } from './handlers';
export { createOldPropertyTables, type OldPropertyTable } from './tables';
export {
  findOldPropertyByPtin,
  listOldProperties,
  toOldPropertyRow,
  type OldPropertyFilters,
  type OldPropertyRow,
} from './queries';
