import type { RecordedEvent } from '@ptax/contracts';
import type { Projection, SqlStatement, TableNames } from '../projection';
import { applyLedgerCollectionEvent, LEDGER_COLLECTION_EVENT_TYPES } from './ledgerHandlers';
import { applyPlaceCollectionEvent, PLACE_COLLECTION_EVENT_TYPES } from './places';
import { createCollectionTables, type CollectionTable } from './tables';

const PLACES = new Set<string>(PLACE_COLLECTION_EVENT_TYPES);

/** Pure: the ledgers' payment events and the properties' places, as aggregate changes. */
export function applyCollectionEvent(
  event: RecordedEvent,
  tables: TableNames<CollectionTable>,
): SqlStatement[] {
  if (PLACES.has(event.type)) return applyPlaceCollectionEvent(event, tables);
  return applyLedgerCollectionEvent(event, tables);
}

export const collectionsProjection: Projection<CollectionTable> = {
  name: 'collections',
  version: 1,
  tables: [
    'collection_payments',
    'collection_places',
    'collection_receipts',
    'collection_amounts',
    'collection_month_receipts',
    'collection_month_amounts',
  ],
  handles: [...LEDGER_COLLECTION_EVENT_TYPES, ...PLACE_COLLECTION_EVENT_TYPES],
  createSql: createCollectionTables,
  apply: applyCollectionEvent,
};
