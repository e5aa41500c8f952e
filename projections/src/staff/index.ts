export { staffProjection } from './projection';
export { applyStaffEvent } from './handlers';
export { createStaffTables, type StaffTable } from './tables';
export { findOfficialByEmail, findOperatorByEmail, type Queryable, type StaffUser } from './queries';
