// Pure: one event of a `payment-<txnId>` stream in, its statements out. They change only the row on
// the property the payment was made for, and only when the row is older than the event.
import { financialYearOfDate, indiaDate, type PaymentEvent, type RecordedEvent } from '@ptax/contracts';
import type { SqlStatement, TableNames } from '../projection';
import { copyPlace } from './places';
import type { TransactionTable } from './tables';

type Data<Type extends PaymentEvent['type']> = Extract<PaymentEvent, { type: Type }>['data'];
type Tables = TableNames<TransactionTable>;

export const PAYMENT_STREAM_EVENT_TYPES = [
  'PaymentInitiated',
  'PaymentSucceeded',
  'PaymentFailed',
  'PaymentApproved',
  'PaymentRejected',
  'PaymentReceiptIssued',
  'PaymentCancelled',
] as const satisfies readonly PaymentEvent['type'][];

/** payments/payment.ts: counter cash, POS, cheque and DD count at once (cheque and DD until they bounce). */
const COUNTS_AT_ONCE = ['cash', 'pos', 'cheque', 'dd'];

/** All but the last four digits as x, of the ten-digit number (a +91 or 0 prefix dropped). */
export function maskMobile(mobile: string | undefined | null): string | null {
  if (!mobile) return null;
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return 'x'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
}

/** The first letter of the mailbox and the domain: 'ramesh.kumar@example.in' -> 'r***@example.in'. */
export function maskEmail(email: string | undefined | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

const yearOf = (instant: string) => financialYearOfDate(indiaDate(instant));

function initiated(event: RecordedEvent, t: Tables): SqlStatement[] {
  const d = event.data as Data<'PaymentInitiated'>;
  const countsAtOnce = COUNTS_AT_ONCE.includes(d.mode);
  const status = d.needsApproval ? 'pending' : countsAtOnce ? 'success' : 'initiated';
  const by = typeof event.metadata.userId === 'string' ? event.metadata.userId : null;
  return [
    {
      text: `INSERT INTO ${t.transactions} AS t (txn_id, property_unique_id, origin, mode, gateway, payment_status,
               needs_approval, amount_paise, payer_name, payer_mobile, instrument, proof_file_id, financial_year,
               created_at, paid_at, collected_by, payment_revision)
             VALUES ($1, $2, true, $3, $4, $5, $6, $7::bigint, $8, $9, $10::jsonb, $11, $12, $13::timestamptz,
               $14::timestamptz, $15, $16)
             ON CONFLICT (txn_id, property_unique_id) DO UPDATE SET origin = true, mode = EXCLUDED.mode,
               gateway = EXCLUDED.gateway, payment_status = EXCLUDED.payment_status,
               needs_approval = EXCLUDED.needs_approval, amount_paise = EXCLUDED.amount_paise,
               payer_name = coalesce(t.payer_name, EXCLUDED.payer_name), payer_mobile = EXCLUDED.payer_mobile,
               instrument = coalesce(t.instrument, EXCLUDED.instrument), proof_file_id = EXCLUDED.proof_file_id,
               financial_year = coalesce(t.financial_year, EXCLUDED.financial_year),
               created_at = EXCLUDED.created_at, paid_at = coalesce(t.paid_at, EXCLUDED.paid_at),
               collected_by = EXCLUDED.collected_by, payment_revision = EXCLUDED.payment_revision
             WHERE t.payment_revision < EXCLUDED.payment_revision`,
      values: [
        d.txnId,
        d.propertyUniqueId,
        d.mode,
        d.gateway ?? null,
        status,
        d.needsApproval,
        d.amountPaise,
        d.payerName ?? null,
        maskMobile(d.payerMobile),
        d.instrument ? JSON.stringify(d.instrument) : null,
        d.proofFileId ?? null,
        yearOf(d.initiatedAt),
        d.initiatedAt,
        countsAtOnce ? d.initiatedAt : null,
        by,
        event.revision,
      ],
    },
    copyPlace(t, d.txnId, d.propertyUniqueId),
  ];
}

/** Sets columns of the payment's own row (`$1` txn id, `$2` revision; the sets use $3...). */
function update(t: Tables, event: RecordedEvent, sets: string, values: unknown[]): SqlStatement[] {
  const txnId = (event.data as { txnId: string }).txnId;
  return [
    {
      text: `UPDATE ${t.transactions} SET ${sets}, payment_revision = $2
              WHERE txn_id = $1 AND origin AND payment_revision < $2`,
      values: [txnId, event.revision, ...values],
    },
  ];
}

export function applyPaymentStreamEvent(event: RecordedEvent, t: Tables): SqlStatement[] {
  switch (event.type as PaymentEvent['type']) {
    case 'PaymentInitiated':
      return initiated(event, t);
    case 'PaymentSucceeded': {
      const d = event.data as Data<'PaymentSucceeded'>;
      return update(t, event, `payment_status = 'success', gateway_txn_id = $3, paid_at = $4::timestamptz`, [
        d.gatewayTxnId,
        d.succeededAt,
      ]);
    }
    case 'PaymentFailed': {
      const d = event.data as Data<'PaymentFailed'>;
      return update(
        t,
        event,
        `payment_status = 'failed', gateway_txn_id = coalesce($3, gateway_txn_id), remarks = $4`,
        [d.gatewayTxnId ?? null, d.reason],
      );
    }
    case 'PaymentApproved': {
      const d = event.data as Data<'PaymentApproved'>;
      return update(
        t,
        event,
        `payment_status = 'success', approved_at = $3::timestamptz,
         paid_at = coalesce(paid_at, $3::timestamptz), remarks = coalesce($4, remarks)`,
        [d.approvedAt, d.remarks ?? null],
      );
    }
    case 'PaymentRejected': {
      const d = event.data as Data<'PaymentRejected'>;
      return update(t, event, `payment_status = 'rejected', rejected_at = $3::timestamptz, remarks = $4`, [
        d.rejectedAt,
        d.remarks,
      ]);
    }
    case 'PaymentCancelled': {
      const d = event.data as Data<'PaymentCancelled'>;
      return update(t, event, `payment_status = 'cancelled', cancelled_at = $3::timestamptz, remarks = $4`, [
        d.cancelledAt,
        d.remarks,
      ]);
    }
    case 'PaymentReceiptIssued': {
      const d = event.data as Data<'PaymentReceiptIssued'>;
      return update(t, event, `receipt_number = $3, financial_year = $4`, [d.receiptNumber, d.financialYear]);
    }
    default:
      return [];
  }
}
