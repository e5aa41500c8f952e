import type { PaymentEvent, PaymentInstrument, RecordedEvent } from '@ptax/contracts';

// The life of one payment before and around the ledger, folded from `payment-<txnId>`.
// Whether the money counts (is on a property's ledger) is decided by `postable`.

export type PaymentMode = 'cash' | 'cheque' | 'dd' | 'online' | 'neft' | 'pos' | 'link';

export type PaymentStatus =
  | 'initiated' // sent to a gateway, no verified answer yet
  | 'pending' // waiting for a reviewer (NEFT) or for clearing (cheque, DD)
  | 'success'
  | 'failed'
  | 'rejected'
  | 'cancelled';

export type PaymentState =
  | { status: 'absent' }
  | {
      status: PaymentStatus;
      txnId: string;
      propertyUniqueId: string;
      mode: PaymentMode;
      gateway: string | null;
      amountPaise: number;
      payerName: string | null;
      payerMobile: string | null;
      payerEmail: string | null;
      instrument: PaymentInstrument | null;
      needsApproval: boolean;
      approved: boolean;
      gatewayTxnId: string | null;
      receiptNumber: string | null;
      initiatedAt: string;
      /** When the money was paid: the gateway's success, or the counter's entry. */
      paidAt: string | null;
    };

export type KnownPayment = Exclude<PaymentState, { status: 'absent' }>;

export const initialPaymentState: PaymentState = { status: 'absent' };

type Data<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>['data'];

/** Counter cash and POS count at once; cheque and DD count at once, subject to clearing. */
const COUNTS_AT_ONCE: readonly PaymentMode[] = ['cash', 'pos', 'cheque', 'dd'];

export function evolvePayment(state: PaymentState, event: RecordedEvent): PaymentState {
  if (event.type === 'PaymentInitiated') {
    const d = event.data as Data<'PaymentInitiated'>;
    const countsAtOnce = COUNTS_AT_ONCE.includes(d.mode);
    return {
      status: countsAtOnce
        ? d.needsApproval
          ? 'pending'
          : 'success'
        : d.needsApproval
          ? 'pending'
          : 'initiated',
      txnId: d.txnId,
      propertyUniqueId: d.propertyUniqueId,
      mode: d.mode,
      gateway: d.gateway ?? null,
      amountPaise: d.amountPaise,
      payerName: d.payerName ?? null,
      payerMobile: d.payerMobile ?? null,
      payerEmail: d.payerEmail ?? null,
      instrument: d.instrument ?? null,
      needsApproval: d.needsApproval,
      approved: false,
      gatewayTxnId: null,
      receiptNumber: null,
      initiatedAt: d.initiatedAt,
      paidAt: countsAtOnce ? d.initiatedAt : null,
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'PaymentSucceeded': {
      const d = event.data as Data<'PaymentSucceeded'>;
      return { ...state, status: 'success', gatewayTxnId: d.gatewayTxnId, paidAt: d.succeededAt };
    }
    case 'PaymentFailed':
      return {
        ...state,
        status: 'failed',
        gatewayTxnId: (event.data as Data<'PaymentFailed'>).gatewayTxnId ?? null,
      };
    case 'PaymentApproved': {
      const approvedAt = (event.data as Data<'PaymentApproved'>).approvedAt;
      return { ...state, status: 'success', approved: true, paidAt: state.paidAt ?? approvedAt };
    }
    case 'PaymentRejected':
      return { ...state, status: 'rejected' };
    case 'PaymentCancelled':
      return { ...state, status: 'cancelled' };
    case 'PaymentReceiptIssued':
      return { ...state, receiptNumber: (event.data as Data<'PaymentReceiptIssued'>).receiptNumber };
    default:
      return state;
  }
}

/**
 * Whether the money belongs on the property's ledger now: a verified gateway payment, an approved
 * NEFT, a counter payment (a cheque or DD counts until it is rejected as bounced).
 */
export function postable(state: PaymentState): state is KnownPayment {
  if (state.status === 'absent') return false;
  if (state.status === 'success') return true;
  return state.status === 'pending' && COUNTS_AT_ONCE.includes(state.mode);
}
