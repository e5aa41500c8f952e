import type { Projection } from '../projection';
import { applyLedgerEvent, loadLedgerBatch } from './batch';
import { LEDGER_HANDLED_TYPES } from './fold';
import { createDues } from './dues';
import { createPlaceYears } from './placeYears';
import { createLedgerTables, LEDGER_TABLES, type LedgerTable } from './tables';

/** The ledger of every property, folded with contracts' evolveLedger (docs/LEDGER.md). */
export const ledgerProjection: Projection<LedgerTable> = {
  name: 'ledger',
  version: 3,
  tables: LEDGER_TABLES,
  handles: LEDGER_HANDLED_TYPES,
  createSql: (t) => createLedgerTables(t) + createPlaceYears(t) + createDues(t),
  apply: applyLedgerEvent,
  load: loadLedgerBatch,
};
