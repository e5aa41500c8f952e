export { staffProjection } from './projection';
export { applyStaffEvent } from './handlers';
export { createStaffTables, type StaffTable } from './tables';
export { findOfficialByEmail, findOperatorByEmail, type Queryable, type StaffUser } from './queries';
export {
  findOfficialById,
  findOperatorById,
  listOfficials,
  listOperators,
  type CoverageScope,
  type OfficialListQuery,
  type OfficialRow,
  type OperatorRow,
  type StaffListQuery,
  type StaffPage,
} from './lists';
