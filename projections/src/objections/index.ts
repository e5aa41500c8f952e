export { objectionsProjection } from './projection';
export { applyObjectionEvent, OBJECTION_EVENT_TYPES } from './handlers';
export { createObjectionTables, type ObjectionTable } from './tables';
export type { ObjectionFilters, ObjectionView } from './filters';
export {
  findObjection,
  listObjections,
  objectionBatches,
  objectionSummary,
  publicObjections,
  type ObjectionRecord,
} from './queries';
export { unfinishedResolutions } from './unfinished';
