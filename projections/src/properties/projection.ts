import type { Projection } from '../projection';
import { applyPropertyEvent, PROPERTY_EVENT_TYPES } from './handlers';
import { createPropertyTables, type PropertyTable } from './tables';

export const propertiesProjection: Projection<PropertyTable> = {
  name: 'properties',
  // 2: the water connection number (jalkal requests change it).
  // 3: the property's coordinates (issue 11, maps).
  version: 3,
  tables: [
    'properties',
    'property_floors',
    'property_history',
    'property_counts',
    'property_names',
    'property_address_words',
  ],
  handles: PROPERTY_EVENT_TYPES,
  createSql: createPropertyTables,
  apply: applyPropertyEvent,
};
