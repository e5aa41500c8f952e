import type { Projection } from '../projection';
import { LEDGER_HANDLED_TYPES } from '../ledger/fold';
import { applyDcbEvent, loadDcbBatch } from './batch';
import { createDcbTables, type DcbTable } from './tables';

/** The DCB as of any day: each ledger's changes by the day they took effect (docs/DECISIONS.md). */
export const dcbProjection: Projection<DcbTable> = {
  name: 'dcb',
  version: 2,
  tables: ['dcb_accounts', 'dcb_changes', 'dcb_days', 'dcb_months', 'dcb_years'],
  handles: LEDGER_HANDLED_TYPES,
  createSql: createDcbTables,
  apply: applyDcbEvent,
  load: loadDcbBatch,
};
