import type { Projection } from '../projection';
import { applyLogEvent, LOG_HANDLED_TYPES } from './handlers';
import { createLogTables, LOG_TABLES, type LogTable } from './tables';

export const logsProjection: Projection<LogTable> = {
  name: 'logs',
  version: 1,
  tables: LOG_TABLES,
  handles: LOG_HANDLED_TYPES,
  createSql: createLogTables,
  apply: applyLogEvent,
};
