import type { Projection } from '../projection';
import { applyGeographyEvent, GEOGRAPHY_EVENT_TYPES } from './handlers';
import { createGeographyTables, GEOGRAPHY_TABLES, type GeographyTable } from './tables';

export const geographyProjection: Projection<GeographyTable> = {
  name: 'geography',
  // 2: ward boundaries (issue 11, maps).
  version: 2,
  tables: GEOGRAPHY_TABLES,
  handles: GEOGRAPHY_EVENT_TYPES,
  createSql: createGeographyTables,
  apply: applyGeographyEvent,
};
