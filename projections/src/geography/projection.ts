import type { Projection } from '../projection';
import { applyGeographyEvent, GEOGRAPHY_EVENT_TYPES } from './handlers';
import { createGeographyTables, GEOGRAPHY_TABLES, type GeographyTable } from './tables';

export const geographyProjection: Projection<GeographyTable> = {
  name: 'geography',
  version: 1,
  tables: GEOGRAPHY_TABLES,
  handles: GEOGRAPHY_EVENT_TYPES,
  createSql: createGeographyTables,
  apply: applyGeographyEvent,
};
