import type { Projection } from '../projection';
import { applyLedgerEvent, loadLedgerBatch } from './batch';
import { LEDGER_HANDLED_TYPES } from './fold';
import { createLedgerTables, type LedgerTable } from './tables';

/** The ledger of every property, folded with contracts' evolveLedger (docs/LEDGER.md). */
export const ledgerProjection: Projection<LedgerTable> = {
  name: 'ledger',
  version: 1,
  tables: ['ledger_accounts', 'ledger_years', 'ledger_entries', 'ledger_demand_years'],
  handles: LEDGER_HANDLED_TYPES,
  createSql: createLedgerTables,
  apply: applyLedgerEvent,
  load: loadLedgerBatch,
};
