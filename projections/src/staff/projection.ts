import type { Projection } from '../projection';
import { applyStaffEvent } from './handlers';
import { createStaffTables, type StaffTable } from './tables';

export const staffProjection: Projection<StaffTable> = {
  name: 'staff',
  version: 1,
  tables: ['officials', 'operators'],
  handles: ['OfficialRegistered', 'OperatorRegistered', 'StaffPasswordChanged'],
  createSql: createStaffTables,
  apply: applyStaffEvent,
};
