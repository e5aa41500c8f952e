// Pure: the payment events of a property's ledger (`property-<id>`) in, statements out. Each changes
// the row of (txn, this property), guarded by the property stream's revision.
import {
  financialYearOfDate,
  indiaDate,
  type ApportionmentLine,
  type LedgerEvent,
  type RecordedEvent,
} from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import { copyPlace } from './places';
import type { TransactionTable } from './tables';

type Data<Type extends LedgerEvent['type']> = Extract<LedgerEvent, { type: Type }>['data'];
type Tables = TableNames<TransactionTable>;

export const LEDGER_PAYMENT_EVENT_TYPES = [
  'RebateGranted',
  'PaymentReceived',
  'PaymentReversed',
  'PaymentShiftedOut',
  'PaymentShiftedIn',
] as const satisfies readonly LedgerEvent['type'][];

/** Totals of the apportionment by kind: interest, arrears, current year, advance, fees. */
export function lineTotals(lines: readonly ApportionmentLine[]) {
  const total = (kind: ApportionmentLine['kind']) =>
    lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amountPaise, 0);
  return [total('interest'), total('arrears'), total('current'), total('advance'), total('fee')];
}

const by = (event: RecordedEvent) =>
  typeof event.metadata.userId === 'string' ? event.metadata.userId : null;

/** Sets columns of the row (`$1` txn, `$2` property, `$3` revision; the sets use $4...). */
function update(t: Tables, event: RecordedEvent, sets: string, values: unknown[]): SqlStatement[] {
  const d = event.data as { txnId: string; propertyUniqueId: string };
  return [
    {
      text: `UPDATE ${t.transactions} SET ${sets}, ledger_revision = $3
              WHERE txn_id = $1 AND property_unique_id = $2 AND ledger_revision < $3`,
      values: [d.txnId, d.propertyUniqueId, event.revision, ...values],
    },
  ];
}

function received(event: RecordedEvent, t: Tables): SqlStatement[] {
  const d = event.data as Data<'PaymentReceived'>;
  return [
    {
      text: `INSERT INTO ${t.transactions} AS t (txn_id, property_unique_id, origin, mode, amount_paise, lines,
               interest_paise, arrears_paise, current_paise, advance_paise, fee_paise, receipt_number, payer_name,
               instrument, paid_at, created_at, financial_year, ledger_state, collected_by, ledger_revision)
             VALUES ($1, $2, true, $3, $4::bigint, $5::jsonb, $6::bigint, $7::bigint, $8::bigint, $9::bigint,
               $10::bigint, $11, $12, $13::jsonb, $14::timestamptz, $14::timestamptz, $15, 'received', $16, $17)
             ON CONFLICT (txn_id, property_unique_id) DO UPDATE SET origin = true, mode = EXCLUDED.mode,
               amount_paise = EXCLUDED.amount_paise, lines = EXCLUDED.lines,
               interest_paise = EXCLUDED.interest_paise, arrears_paise = EXCLUDED.arrears_paise,
               current_paise = EXCLUDED.current_paise, advance_paise = EXCLUDED.advance_paise,
               fee_paise = EXCLUDED.fee_paise,
               receipt_number = EXCLUDED.receipt_number, payer_name = coalesce(t.payer_name, EXCLUDED.payer_name),
               instrument = coalesce(t.instrument, EXCLUDED.instrument), paid_at = EXCLUDED.paid_at,
               created_at = coalesce(t.created_at, EXCLUDED.created_at),
               financial_year = coalesce(t.financial_year, EXCLUDED.financial_year), ledger_state = 'received',
               collected_by = coalesce(t.collected_by, EXCLUDED.collected_by),
               ledger_revision = EXCLUDED.ledger_revision
             WHERE t.ledger_revision < EXCLUDED.ledger_revision`,
      values: [
        d.txnId,
        d.propertyUniqueId,
        d.mode,
        d.amountPaise,
        JSON.stringify(d.lines),
        ...lineTotals(d.lines),
        d.receiptNumber,
        d.payerName ?? null,
        d.instrument ? JSON.stringify(d.instrument) : null,
        d.paidAt,
        financialYearOfDate(indiaDate(d.paidAt)),
        by(event),
        event.revision,
      ],
    },
    copyPlace(t, d.txnId, d.propertyUniqueId),
  ];
}

/** A shift's target row takes the payment's particulars (mode, receipt, payer) from its own row. */
function shiftedIn(event: RecordedEvent, t: Tables): SqlStatement[] {
  const d = event.data as Data<'PaymentShiftedIn'>;
  return [
    {
      text: `WITH o AS (SELECT * FROM ${t.transactions} WHERE txn_id = $1 AND origin LIMIT 1)
             INSERT INTO ${t.transactions} AS t (txn_id, property_unique_id, mode, gateway, gateway_txn_id,
               receipt_number, payer_name, payer_mobile, instrument, financial_year, paid_at, created_at,
               amount_paise, lines, interest_paise, arrears_paise, current_paise, advance_paise, fee_paise,
               shifted_from, shift_requested_by, ledger_state, collected_by, ledger_revision)
             SELECT $1, $2, o.mode, o.gateway, o.gateway_txn_id, o.receipt_number, o.payer_name, o.payer_mobile,
               o.instrument, o.financial_year, coalesce(o.paid_at, $3::timestamptz), $3::timestamptz, $4::bigint,
               $5::jsonb, $6::bigint, $7::bigint, $8::bigint, $9::bigint, $10::bigint, $11, $12, 'received', $13, $14
               FROM (SELECT 1) AS one LEFT JOIN o ON true
             ON CONFLICT (txn_id, property_unique_id) DO UPDATE SET amount_paise = EXCLUDED.amount_paise,
               lines = EXCLUDED.lines, interest_paise = EXCLUDED.interest_paise,
               arrears_paise = EXCLUDED.arrears_paise, current_paise = EXCLUDED.current_paise,
               advance_paise = EXCLUDED.advance_paise, fee_paise = EXCLUDED.fee_paise, shifted_from = EXCLUDED.shifted_from, shifted_to = NULL,
               shift_requested_by = EXCLUDED.shift_requested_by, ledger_state = 'received',
               ledger_revision = EXCLUDED.ledger_revision
             WHERE t.ledger_revision < EXCLUDED.ledger_revision`,
      values: [
        d.txnId,
        d.propertyUniqueId,
        d.shiftedAt,
        d.amountPaise,
        JSON.stringify(d.lines),
        ...lineTotals(d.lines),
        d.fromPropertyUniqueId,
        d.requestedBy,
        by(event),
        event.revision,
      ],
    },
    copyPlace(t, d.txnId, d.propertyUniqueId),
  ];
}

export function applyLedgerPaymentEvent(event: RecordedEvent, t: Tables): SqlStatement[] {
  switch (event.type as LedgerEvent['type']) {
    case 'RebateGranted': {
      const d = event.data as Data<'RebateGranted'>;
      // The rebate is appended just before its PaymentReceived: the row may not exist yet.
      return [
        {
          text: `INSERT INTO ${t.transactions} AS t (txn_id, property_unique_id, rebate_paise, ledger_revision)
                 VALUES ($1, $2, $3::bigint, $4)
                 ON CONFLICT (txn_id, property_unique_id) DO UPDATE SET rebate_paise = EXCLUDED.rebate_paise,
                   ledger_revision = EXCLUDED.ledger_revision
                 WHERE t.ledger_revision < EXCLUDED.ledger_revision`,
          values: [d.txnId, d.propertyUniqueId, d.housePaise + d.waterPaise + d.sewerPaise, event.revision],
        },
      ];
    }
    case 'PaymentReceived':
      return received(event, t);
    case 'PaymentReversed': {
      const d = event.data as Data<'PaymentReversed'>;
      return update(
        t,
        event,
        `ledger_state = 'reversed', reversal_reason = $4, reversed_at = $5::timestamptz,
         remarks = coalesce(remarks, $6)`,
        [d.reason, d.reversedAt, d.remarks ?? null],
      );
    }
    case 'PaymentShiftedOut': {
      const d = event.data as Data<'PaymentShiftedOut'>;
      return update(t, event, `ledger_state = 'shiftedOut', shifted_to = $4, shift_requested_by = $5`, [
        d.toPropertyUniqueId,
        d.requestedBy,
      ]);
    }
    case 'PaymentShiftedIn':
      return shiftedIn(event, t);
    default:
      return [];
  }
}
