import type { Projection } from '../projection';
import { applyJalkalEditEvent, JALKAL_EDIT_EVENT_TYPES } from './handlers';
import { createJalkalEditTables, JALKAL_EDIT_TABLES, type JalkalEditTable } from './tables';

export const jalkalEditsProjection: Projection<JalkalEditTable> = {
  name: 'jalkal_edits',
  version: 1,
  tables: JALKAL_EDIT_TABLES,
  handles: JALKAL_EDIT_EVENT_TYPES,
  createSql: createJalkalEditTables,
  apply: applyJalkalEditEvent,
};
