// THE presentation of a property's ledger on a day, shared by the public ledger call
// (POST properties/ledger) and the auditor (GET audit/properties/:id/ledger): the fold of the
// events it is given, with the interest accrued up to that day.
import {
  duesOn,
  feeOutstanding,
  feesInOrder,
  payableOn,
  sumHeads,
  TAX_HEADS,
  type FeeAccount,
  type FeeHead,
  type HeadMoney,
  type InstrumentStanding,
  type PaymentRecord,
  type RebateOffer,
  type RecordedEvent,
  type TaxRules,
  type YearAccount,
} from '@ptax/contracts';
import { evolveProperty, initialPropertyState } from '../properties/property';
import { ledgerEntries, type LedgerEntry } from './ledgerEntries';

/** One head (or the total) of one year, all paise. balance = demand + adjustment - rebate + interest - paid. */
export interface HeadFigures {
  demandPaise: number;
  adjustmentPaise: number;
  rebatePaise: number;
  principalPaidPaise: number;
  interestChargedPaise: number;
  interestAccruedPaise: number;
  /** Charged and accrued. */
  interestPaise: number;
  interestPaidPaise: number;
  /** Principal and interest paid. */
  paidPaise: number;
  balancePaise: number;
}

export interface LedgerYear {
  financialYear: string;
  kind: 'arrears' | 'current';
  interestChargedTo: string;
  heads: Record<'house' | 'water' | 'sewer', HeadFigures>;
  total: HeadFigures;
}

export interface LedgerPayment {
  txnId: string;
  receiptNumber: string | null;
  mode: string | null;
  amountPaise: number;
  paidAt: string;
  status: 'received' | 'cancelled' | 'rejected' | 'shiftedOut';
  rebatePaise: number;
  shiftedFrom: string | null;
  shiftedTo: string | null;
  /**
   * A cheque's or DD's standing with the bank on the day (contracts chequeStanding.ts), from its
   * payment's own stream (ledgerQuery.ts); null for other modes and for a payment that no longer counts here.
   */
  standing?: InstrumentStanding | null;
}

export interface LedgerView {
  propertyUniqueId: string;
  ownerName: string;
  fatherName: string | null;
  husbandName: string | null;
  propertyAddress: string | null;
  houseNumber: string | null;
  zoneId: string;
  wardId: string;
  mohallaId: string;
  status: 'active' | 'deleted';
  asOf: string;
  currentYear: string;
  /** Revision of the last event of the stream shown (-1: none). */
  revision: number;
  years: LedgerYear[];
  entries: LedgerEntry[];
  payments: LedgerPayment[];
  /** Fees charged on the ledger outside the taxes (a mutation's), oldest first. */
  fees: LedgerFee[];
  totals: {
    arrearsPaise: number;
    interestPaise: number;
    currentPaise: number;
    /** Fees still owed. */
    feesPaise: number;
    advancePaise: number;
    /** Everything owed on the day, less advance credit. */
    totalDuePaise: number;
    /** The rebate a payment of everything on the day would earn at the counter. */
    rebatePaise: number;
    netPayablePaise: number;
  };
}

export interface LedgerFee {
  feeId: string;
  feeHead: FeeHead;
  chargedPaise: number;
  paidPaise: number;
  waivedPaise: number;
  refundedPaise: number;
  outstandingPaise: number;
  chargedAt: string;
  waivedAt: string | null;
}

const feeOf = (fee: FeeAccount): LedgerFee => ({
  feeId: fee.feeId,
  feeHead: fee.feeHead,
  chargedPaise: fee.chargedPaise,
  paidPaise: fee.paidPaise,
  waivedPaise: fee.waivedPaise,
  refundedPaise: fee.refundedPaise,
  outstandingPaise: feeOutstanding(fee),
  chargedAt: fee.chargedAt,
  waivedAt: fee.waivedAt,
});

export interface LedgerViewOptions {
  asOf: string;
  rules: TaxRules;
  offers: RebateOffer[];
}

function figures(year: YearAccount, accrued: HeadMoney, head: 'house' | 'water' | 'sewer'): HeadFigures {
  const interest = year.interestCharged[head] + accrued[head];
  const paid = year.principalPaid[head] + year.interestPaid[head];
  return {
    demandPaise: year.demand[head],
    adjustmentPaise: year.adjustment[head],
    rebatePaise: year.rebate[head],
    principalPaidPaise: year.principalPaid[head],
    interestChargedPaise: year.interestCharged[head],
    interestAccruedPaise: accrued[head],
    interestPaise: interest,
    interestPaidPaise: year.interestPaid[head],
    paidPaise: paid,
    balancePaise: year.demand[head] + year.adjustment[head] - year.rebate[head] + interest - paid,
  };
}

const addFigures = (rows: HeadFigures[]): HeadFigures =>
  Object.fromEntries(
    (Object.keys(rows[0]) as (keyof HeadFigures)[]).map((key) => [key, rows.reduce((s, r) => s + r[key], 0)]),
  ) as unknown as HeadFigures;

function paymentOf(record: PaymentRecord, reversals: Map<string, string>): LedgerPayment {
  const reversal = reversals.get(record.txnId);
  const status =
    record.status === 'reversed' ? (reversal === 'rejected' ? 'rejected' : 'cancelled') : record.status;
  return {
    txnId: record.txnId,
    receiptNumber: record.receiptNumber,
    mode: record.mode,
    amountPaise: record.amountPaise,
    paidAt: record.paidAt,
    status,
    rebatePaise: record.rebate ? sumHeads(record.rebate.amounts) : 0,
    shiftedFrom: record.shiftedFrom,
    shiftedTo: record.shiftedTo,
  };
}

/** The ledger of a property from its stream's events (null: the property is not registered in them). */
export function presentLedger(
  events: readonly RecordedEvent[],
  options: LedgerViewOptions,
): LedgerView | null {
  const property = events.reduce(evolveProperty, initialPropertyState);
  if (property.status === 'absent') return null;
  const { entries, ledger } = ledgerEntries(events);
  const dues = duesOn(ledger, options.asOf, options.rules);
  const payable = payableOn(ledger, { onDate: options.asOf, rules: options.rules, offers: options.offers });
  const years = dues.years.map((due): LedgerYear => {
    const year = ledger.years[due.financialYear];
    const heads = Object.fromEntries(
      TAX_HEADS.map((head) => [head, figures(year, due.interestAccrued, head)]),
    ) as LedgerYear['heads'];
    return {
      financialYear: due.financialYear,
      kind: due.kind,
      interestChargedTo: due.interestChargedTo,
      heads,
      total: addFigures(TAX_HEADS.map((head) => heads[head])),
    };
  });
  const reversals = new Map(
    events
      .filter((e) => e.type === 'PaymentReversed')
      .map((e) => [
        String((e.data as { txnId: string }).txnId),
        String((e.data as { reason: string }).reason),
      ]),
  );
  const { details } = property;
  return {
    propertyUniqueId: property.propertyUniqueId,
    ownerName: details.ownerName,
    fatherName: details.fatherName ?? null,
    husbandName: details.husbandName ?? null,
    propertyAddress: details.propertyAddress ?? null,
    houseNumber: details.houseNumber ?? null,
    zoneId: details.zoneId,
    wardId: details.wardId,
    mohallaId: details.mohallaId,
    status: property.status,
    asOf: options.asOf,
    currentYear: dues.currentYear,
    revision: events.at(-1)?.revision ?? -1,
    years,
    entries,
    payments: Object.values(ledger.payments)
      .filter((payment) => payment.amountPaise > 0)
      .map((payment) => paymentOf(payment, reversals)),
    fees: feesInOrder(ledger).map(feeOf),
    totals: {
      arrearsPaise: dues.arrearsPaise,
      interestPaise: dues.interestPaise,
      currentPaise: dues.currentPaise,
      feesPaise: dues.feesPaise,
      advancePaise: dues.advancePaise,
      totalDuePaise: dues.totalPaise,
      rebatePaise: payable.rebate?.totalPaise ?? 0,
      netPayablePaise: payable.payablePaise,
    },
  };
}
