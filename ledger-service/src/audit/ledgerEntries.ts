// The chronological lines of a property's ledger: one per money event of its stream, in stream
// order, with what it added to (debit) or took off (credit) the balance and the running balance.
// The balance after an event is what the fold says is owed then (unpaid principal and charged
// interest of every year, less advance credit), so a replaced demand or a corrected year shows as
// the change it really made, and the last balance is the ledger's own.
import {
  evolveLedger,
  feeOutstanding,
  feesInOrder,
  indiaDate,
  initialLedgerState,
  interestOutstanding,
  principalOutstanding,
  sumHeads,
  yearsInOrder,
  type LedgerState,
  type RecordedEvent,
} from '@ptax/contracts';

export interface LedgerEntry {
  revision: number;
  /** The day it counts from (India): when paid, charged to, issued...; else when recorded. */
  date: string;
  recordedAt: string;
  type: string;
  description: string;
  financialYear: string | null;
  debitPaise: number;
  creditPaise: number;
  /** Owed after this line; negative: in credit. */
  balancePaise: number;
  receiptNumber: string | null;
  txnId: string | null;
  /** metadata.userId of whoever recorded it. */
  who: string | null;
}

type Data = Record<string, unknown>;

/** Unpaid principal and charged interest of every year and unpaid fees, less advance credit (no accrual: not an event). */
export function balanceOf(ledger: LedgerState): number {
  const owed = yearsInOrder(ledger).reduce(
    (sum, year) => sum + sumHeads(principalOutstanding(year)) + sumHeads(interestOutstanding(year)),
    0,
  );
  const fees = feesInOrder(ledger).reduce((sum, fee) => sum + feeOutstanding(fee), 0);
  return owed + fees - ledger.advancePaise;
}

const EFFECTIVE_FIELD: Record<string, string> = {
  DemandRaised: 'raisedAt',
  InterestCharged: 'accruedToAt',
  RebateGranted: 'grantedAt',
  ArrearsCorrected: 'correctedAt',
  DebitNoteIssued: 'issuedAt',
  CreditNoteIssued: 'issuedAt',
  PaymentReceived: 'paidAt',
  PaymentReversed: 'reversedAt',
  PaymentShiftedOut: 'shiftedAt',
  PaymentShiftedIn: 'shiftedAt',
  OldPropertyLinked: 'linkedAt',
  MutationFeeCharged: 'chargedAt',
  MutationFeeWaived: 'waivedAt',
};

/** The day an event counts from in India: metadata.effectiveAt, its own date field, else when recorded. */
export function effectiveDateOf(event: RecordedEvent): string {
  const field = EFFECTIVE_FIELD[event.type];
  const own = field ? (event.data as Data)[field] : undefined;
  const value = event.metadata.effectiveAt ?? own ?? event.recordedAt;
  return indiaDate(String(value));
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const rupees = (paise: number) => `Rs ${(paise / 100).toFixed(2)}`;

function describe(event: RecordedEvent, before: LedgerState): string {
  const d = event.data as Data;
  const fy = text(d.financialYear) ?? '';
  switch (event.type) {
    case 'DemandRaised':
      return before.years[fy]?.demandId ? `Demand ${fy} revised` : `Demand ${fy}`;
    case 'InterestCharged':
      return `Interest ${fy} from ${indiaDate(String(d.accruedFromAt))} to ${indiaDate(String(d.accruedToAt))}`;
    case 'RebateGranted':
      return `Rebate ${String(d.percentage)}% on ${fy}`;
    case 'ArrearsCorrected':
      return `Arrears ${fy} corrected${d.remarks ? `: ${String(d.remarks)}` : ''}`;
    case 'DebitNoteIssued':
    case 'CreditNoteIssued':
      return `${event.type === 'DebitNoteIssued' ? 'Debit' : 'Credit'} note ${String(d.debitCreditNo)} on ${fy}: ${String(d.reason)}`;
    case 'PaymentReceived':
      return `Payment received (${String(d.mode)})${d.payerName ? ` from ${String(d.payerName)}` : ''}`;
    case 'PaymentReversed':
      return `Payment ${String(d.txnId)} ${String(d.reason)} (${rupees(Number(d.amountPaise))})${d.remarks ? `: ${String(d.remarks)}` : ''}`;
    case 'PaymentShiftedOut':
      return `Payment ${String(d.txnId)} shifted to ${String(d.toPropertyUniqueId)}`;
    case 'PaymentShiftedIn':
      return `Payment ${String(d.txnId)} shifted from ${String(d.fromPropertyUniqueId)}`;
    case 'OldPropertyLinked':
      return `Arrears taken over from the old register (PTIN ${String(d.ptinNo)})`;
    case 'MutationFeeCharged':
      return `Mutation fee for ${String(d.mutationId)}`;
    case 'MutationFeeWaived':
      return `Mutation fee of ${String(d.mutationId)} waived (${rupees(Number(d.waivedPaise))}), ${rupees(Number(d.refundedPaise))} refunded as advance credit`;
    default:
      return event.type;
  }
}

/** The receipt of a payment line: on the event, else the payment's record on the ledger. */
function receiptOf(event: RecordedEvent, after: LedgerState): string | null {
  const d = event.data as Data;
  const txnId = text(d.txnId);
  return text(d.receiptNumber) ?? (txnId ? (after.payments[txnId]?.receiptNumber ?? null) : null);
}

/** The ledger lines of a stream's events, and the ledger they fold into. */
export function ledgerEntries(events: readonly RecordedEvent[]): {
  entries: LedgerEntry[];
  ledger: LedgerState;
} {
  const entries: LedgerEntry[] = [];
  let ledger = initialLedgerState;
  let balance = 0;
  for (const event of events) {
    const next = evolveLedger(ledger, event);
    if (next !== ledger) {
      const after = balanceOf(next);
      const change = after - balance;
      entries.push({
        revision: event.revision,
        date: effectiveDateOf(event),
        recordedAt: event.recordedAt,
        type: event.type,
        description: describe(event, ledger),
        financialYear: text((event.data as Data).financialYear),
        debitPaise: Math.max(0, change),
        creditPaise: Math.max(0, -change),
        balancePaise: after,
        receiptNumber: receiptOf(event, next),
        txnId: text((event.data as Data).txnId),
        who: text(event.metadata.userId),
      });
      balance = after;
    }
    ledger = next;
  }
  return { entries, ledger };
}
