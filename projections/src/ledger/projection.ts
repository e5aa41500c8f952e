import type { Projection } from '../projection';
import { applyLedgerEvent, loadLedgerBatch } from './batch';
import { LEDGER_HANDLED_TYPES } from './fold';
import { createPlaceYears } from './placeYears';
import { createLedgerTables, type LedgerTable } from './tables';

/** The ledger of every property, folded with contracts' evolveLedger (docs/LEDGER.md). */
export const ledgerProjection: Projection<LedgerTable> = {
  name: 'ledger',
  version: 2,
  tables: [
    'ledger_accounts',
    'ledger_years',
    'ledger_entries',
    'ledger_demand_years',
    'ledger_place_years',
    'ledger_accrual_day',
  ],
  handles: LEDGER_HANDLED_TYPES,
  createSql: (t) => createLedgerTables(t) + createPlaceYears(t),
  apply: applyLedgerEvent,
  load: loadLedgerBatch,
};
