export { logsProjection } from './projection';
export { applyLogEvent, LOG_HANDLED_TYPES } from './handlers';
export { describeChange, type LogDescription } from './describe';
export { isPersonActor } from './actors';
export { createLogTables, type LogTable } from './tables';
export type { LogFilters } from './filters';
export { listLogEntries, logEntryBatches } from './queries';
