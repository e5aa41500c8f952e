import type { Projection } from '../projection';
import { applyFeeTableEvent, applyMutationEvent, MUTATION_EVENT_TYPES } from './handlers';
import {
  createFeeTableTables,
  createMutationTables,
  MUTATION_TABLES,
  type FeeTableTable,
  type MutationTable,
} from './tables';

export const mutationsProjection: Projection<MutationTable> = {
  name: 'mutations',
  version: 1,
  tables: MUTATION_TABLES,
  handles: MUTATION_EVENT_TYPES,
  createSql: createMutationTables,
  apply: applyMutationEvent,
};

export const mutationFeeTablesProjection: Projection<FeeTableTable> = {
  name: 'mutation_fee_tables',
  version: 1,
  tables: ['mutation_fee_tables'],
  handles: ['MutationFeeTableAdopted'],
  createSql: createFeeTableTables,
  apply: applyFeeTableEvent,
};
