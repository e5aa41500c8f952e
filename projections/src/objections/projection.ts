import type { Projection } from '../projection';
import { applyObjectionEvent, OBJECTION_EVENT_TYPES } from './handlers';
import { createObjectionTables, OBJECTION_TABLES, type ObjectionTable } from './tables';

export const objectionsProjection: Projection<ObjectionTable> = {
  name: 'objections',
  version: 2,
  tables: OBJECTION_TABLES,
  handles: OBJECTION_EVENT_TYPES,
  createSql: createObjectionTables,
  apply: applyObjectionEvent,
};
