import type { Projection } from '../projection';
import { applyOldPropertyEvent, OLD_PROPERTY_EVENT_TYPES } from './handlers';
import { createOldPropertyTables, type OldPropertyTable } from './tables';

export const oldPropertiesProjection: Projection<OldPropertyTable> = {
  name: 'old_properties',
  version: 1,
  tables: ['old_properties'],
  handles: OLD_PROPERTY_EVENT_TYPES,
  createSql: createOldPropertyTables,
  apply: applyOldPropertyEvent,
};
