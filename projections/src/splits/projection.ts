import type { Projection } from '../projection';
import { applySplitEvent, SPLIT_EVENT_TYPES } from './handlers';
import { createSplitTables, SPLIT_TABLES, type SplitTable } from './tables';

export const splitsProjection: Projection<SplitTable> = {
  name: 'splits',
  version: 1,
  tables: SPLIT_TABLES,
  handles: SPLIT_EVENT_TYPES,
  createSql: createSplitTables,
  apply: applySplitEvent,
};
