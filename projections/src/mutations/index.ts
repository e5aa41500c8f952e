export { mutationFeeTablesProjection, mutationsProjection } from './projection';
export { applyFeeTableEvent, applyMutationEvent, MUTATION_EVENT_TYPES } from './handlers';
export { createFeeTableTables, createMutationTables, type FeeTableTable, type MutationTable } from './tables';
export type { MutationFilters } from './filters';
export {
  findMutation,
  listMutations,
  mutationFeeTables,
  openMutationOf,
  unfinishedMutations,
  type MutationRecord,
} from './queries';
