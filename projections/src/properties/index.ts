export { propertiesProjection } from './projection';
export { applyPropertyEvent, PROPERTY_EVENT_TYPES } from './handlers';
export { addressWords, createPropertyTables, COUNT_DIMENSIONS, type PropertyTable } from './tables';
export { NO_READ_LIMIT, type PropertyFilters, type ReadScope } from './filters';
export type { FloorRow, HistoryRow, PropertyRow } from './rows';
export {
  countProperties,
  countPropertiesByWard,
  findProperty,
  findPropertyFloors,
  findPropertyHistory,
  listProperties,
  listPropertyEdits,
  propertyBatches,
  propertyEditBatches,
  type EditFilters,
  type PropertyPage,
  type PropertyPageOptions,
  type PropertyCounts,
  type PropertyEditRow,
} from './queries';
