import type { Projection } from '../projection';
import { applyStaffEvent } from './handlers';
import { createStaffTables, type StaffTable } from './tables';

export const staffProjection: Projection<StaffTable> = {
  name: 'staff',
  version: 2,
  tables: ['officials', 'operators'],
  handles: [
    'OfficialRegistered',
    'OperatorRegistered',
    'StaffPasswordChanged',
    'OfficialUpdated',
    'OfficialDeleted',
  ],
  createSql: createStaffTables,
  apply: applyStaffEvent,
};
