import type { RecordedEvent } from '@ptax/contracts';
import type { Projection, SqlStatement, TableNames } from '../projection';
import { applyLedgerPaymentEvent, LEDGER_PAYMENT_EVENT_TYPES } from './ledgerHandlers';
import { applyPaymentStreamEvent, PAYMENT_STREAM_EVENT_TYPES } from './paymentHandlers';
import { applyPlaceEvent, PLACE_EVENT_TYPES } from './places';
import { createTransactionTables, type TransactionTable } from './tables';

const LEDGER = new Set<string>(LEDGER_PAYMENT_EVENT_TYPES);
const PLACES = new Set<string>(PLACE_EVENT_TYPES);

/** Pure: every payment of every stream, with its property's place. */
export function applyTransactionEvent(
  event: RecordedEvent,
  tables: TableNames<TransactionTable>,
): SqlStatement[] {
  if (LEDGER.has(event.type)) return applyLedgerPaymentEvent(event, tables);
  if (PLACES.has(event.type)) return applyPlaceEvent(event, tables);
  return applyPaymentStreamEvent(event, tables);
}

export const transactionsProjection: Projection<TransactionTable> = {
  name: 'transactions',
  // 2: fee_paise (payments reach fees after the taxes).
  version: 3,
  tables: ['transactions', 'transaction_places'],
  handles: [...PAYMENT_STREAM_EVENT_TYPES, ...LEDGER_PAYMENT_EVENT_TYPES, ...PLACE_EVENT_TYPES],
  createSql: createTransactionTables,
  apply: applyTransactionEvent,
};
