// Pure: the ledger's payment events (`property-<id>`) in, statements out. Money counts while it stands
// on a ledger: from PaymentReceived or PaymentShiftedIn until PaymentReversed or PaymentShiftedOut
// (the transactions summaries' "collected"), filed under the day it was paid and the mode it came by.
import { indiaDate, type LedgerEvent, type RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import { restate, retract } from './contributions';
import type { CollectionTable } from './tables';

type Data<Type extends LedgerEvent['type']> = Extract<LedgerEvent, { type: Type }>['data'];
type Tables = TableNames<CollectionTable>;

/** The ledger's payment events, the ones the transactions read model follows too. */
export { LEDGER_PAYMENT_EVENT_TYPES as LEDGER_COLLECTION_EVENT_TYPES } from '../transactions/ledgerHandlers';

/** The property's place now, or '' parts until its registration is seen. */
const placeOf = (t: Tables, property: string) =>
  `(SELECT 1) AS one LEFT JOIN ${t.collection_places} pl ON pl.property_unique_id = ${property}`;

/** The row's change and its new contribution, after its old one is taken back. */
const changed = (t: Tables, event: RecordedEvent, change: string, values: unknown[]): SqlStatement[] => {
  const d = event.data as { txnId: string; propertyUniqueId: string };
  return [retract(t, d.txnId, d.propertyUniqueId, event.revision), restate(t, change, values)];
};

function received(event: RecordedEvent, t: Tables): SqlStatement[] {
  const d = event.data as Data<'PaymentReceived'>;
  return changed(
    t,
    event,
    `INSERT INTO ${t.collection_payments} AS p (txn_id, property_unique_id, origin, counted, day, mode,
       zone_id, ward_id, mohalla_id, amount_paise, lines, revision)
     SELECT $1, $2, true, true, $3::date, $4, coalesce(pl.zone_id, ''), coalesce(pl.ward_id, ''),
       coalesce(pl.mohalla_id, ''), $5::bigint, $6::jsonb, $7 FROM ${placeOf(t, '$2')}
     ON CONFLICT (txn_id, property_unique_id) DO UPDATE SET origin = true, counted = true, day = EXCLUDED.day,
       mode = EXCLUDED.mode, zone_id = EXCLUDED.zone_id, ward_id = EXCLUDED.ward_id,
       mohalla_id = EXCLUDED.mohalla_id, amount_paise = EXCLUDED.amount_paise, lines = EXCLUDED.lines,
       revision = EXCLUDED.revision
     WHERE p.revision < EXCLUDED.revision
     RETURNING p.*`,
    [
      d.txnId,
      d.propertyUniqueId,
      indiaDate(d.paidAt),
      d.mode,
      d.amountPaise,
      JSON.stringify(d.lines),
      event.revision,
    ],
  );
}

/** A shift's target counts the payment on the day and in the mode it was paid (its own row's). */
function shiftedIn(event: RecordedEvent, t: Tables): SqlStatement[] {
  const d = event.data as Data<'PaymentShiftedIn'>;
  return changed(
    t,
    event,
    `INSERT INTO ${t.collection_payments} AS p (txn_id, property_unique_id, counted, day, mode,
       zone_id, ward_id, mohalla_id, amount_paise, lines, revision)
     SELECT $1, $2, true, coalesce(o.day, $3::date), coalesce(o.mode, $4, 'cash'), coalesce(pl.zone_id, ''),
       coalesce(pl.ward_id, ''), coalesce(pl.mohalla_id, ''), $5::bigint, $6::jsonb, $7
       FROM ${placeOf(t, '$2')}
       LEFT JOIN (SELECT day, mode FROM ${t.collection_payments} WHERE txn_id = $1 AND origin LIMIT 1) o ON true
     ON CONFLICT (txn_id, property_unique_id) DO UPDATE SET counted = true, day = EXCLUDED.day,
       mode = EXCLUDED.mode, zone_id = EXCLUDED.zone_id, ward_id = EXCLUDED.ward_id,
       mohalla_id = EXCLUDED.mohalla_id, amount_paise = EXCLUDED.amount_paise,
       lines = EXCLUDED.lines, revision = EXCLUDED.revision
     WHERE p.revision < EXCLUDED.revision
     RETURNING p.*`,
    [
      d.txnId,
      d.propertyUniqueId,
      indiaDate(d.shiftedAt),
      d.mode ?? null,
      d.amountPaise,
      JSON.stringify(d.lines),
      event.revision,
    ],
  );
}

/** The money leaves this ledger (reversed, or shifted to another property): the row stops counting. */
function leaves(event: RecordedEvent, t: Tables): SqlStatement[] {
  const d = event.data as { txnId: string; propertyUniqueId: string };
  return changed(
    t,
    event,
    `UPDATE ${t.collection_payments} SET counted = false, revision = $3
      WHERE txn_id = $1 AND property_unique_id = $2 AND revision < $3 RETURNING *`,
    [d.txnId, d.propertyUniqueId, event.revision],
  );
}

/** The rebate is appended just before its PaymentReceived, so the row may not exist yet. */
function rebate(event: RecordedEvent, t: Tables): SqlStatement[] {
  const d = event.data as Data<'RebateGranted'>;
  return changed(
    t,
    event,
    `INSERT INTO ${t.collection_payments} AS p (txn_id, property_unique_id, day, mode, zone_id, ward_id,
       mohalla_id, rebate_paise, revision)
     VALUES ($1, $2, $3::date, '', '', '', '', $4::bigint, $5)
     ON CONFLICT (txn_id, property_unique_id) DO UPDATE SET rebate_paise = EXCLUDED.rebate_paise,
       revision = EXCLUDED.revision
     WHERE p.revision < EXCLUDED.revision
     RETURNING p.*`,
    [
      d.txnId,
      d.propertyUniqueId,
      indiaDate(d.grantedAt),
      d.housePaise + d.waterPaise + d.sewerPaise,
      event.revision,
    ],
  );
}

export function applyLedgerCollectionEvent(event: RecordedEvent, t: Tables): SqlStatement[] {
  switch (event.type as LedgerEvent['type']) {
    case 'RebateGranted':
      return rebate(event, t);
    case 'PaymentReceived':
      return received(event, t);
    case 'PaymentShiftedIn':
      return shiftedIn(event, t);
    case 'PaymentReversed':
    case 'PaymentShiftedOut':
      return leaves(event, t);
    default:
      return [];
  }
}
