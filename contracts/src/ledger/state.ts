import type { ApportionmentLine } from '../events/ledger';
import { byYear, dueDateOf, financialYearOfDate, indiaDate } from './dates';
import {
  applyAdvanceToFees,
  applyFeeLine,
  chargeFee,
  takeAdvanceBackFromFees,
  waiveFee,
  type FeeAccount,
} from './fees';
import {
  addHeads,
  fromPaise,
  heads,
  mapHeads,
  subtractHeads,
  ZERO,
  type HeadMoney,
  type HeadPaise,
  TAX_HEADS,
} from './heads';

// The ledger of one property: the fold of the money events in its stream (DOMAIN.md "Demand,
// arrears, interest, rebate"). Plain JSON, so a read model can keep it and an auditor can compare.

export interface YearAccount {
  financialYear: string;
  /** The year's demand per head (the latest DemandRaised for the year replaces an earlier one). */
  demand: HeadMoney;
  demandId: string | null;
  arvPaise: number | null;
  /** Debit notes minus credit notes plus arrears corrections and arrears taken over from the old register. */
  adjustment: HeadMoney;
  /** Rebates granted on this year's tax (by payments still standing). */
  rebate: HeadMoney;
  /** Principal paid, including advance credit applied. */
  principalPaid: HeadMoney;
  /** The part of principalPaid that came from advance credit. */
  advanceApplied: HeadMoney;
  interestCharged: HeadMoney;
  interestPaid: HeadMoney;
  /** Interest on the unpaid principal has been charged up to this day (at first the due date). */
  interestChargedTo: string;
}

export interface PaymentRecord {
  txnId: string;
  receiptNumber: string | null;
  mode: string | null;
  amountPaise: number;
  lines: ApportionmentLine[];
  paidAt: string;
  status: 'received' | 'reversed' | 'shiftedOut';
  /** The rebate this payment earned, undone with it. */
  rebate: { financialYear: string; amounts: HeadMoney } | null;
  shiftedFrom: string | null;
  shiftedTo: string | null;
}

export interface LedgerState {
  years: Record<string, YearAccount>;
  /** Advance credit not yet applied to any demand. */
  advancePaise: number;
  payments: Record<string, PaymentRecord>;
  /** debitCreditNo of every note, so a number is used once per property. */
  noteNumbers: string[];
  /** Fees by id (a mutation's), outside the years' taxes; absent until the first fee is charged. */
  fees?: Record<string, FeeAccount>;
}

export const initialLedgerState: LedgerState = { years: {}, advancePaise: 0, payments: {}, noteNumbers: [] };

export interface LedgerEventLike {
  type: string;
  data: unknown;
}

export const principalOutstanding = (year: YearAccount): HeadMoney =>
  mapHeads((h) => year.demand[h] + year.adjustment[h] - year.rebate[h] - year.principalPaid[h]);

export const interestOutstanding = (year: YearAccount): HeadMoney =>
  subtractHeads(year.interestCharged, year.interestPaid);

export const yearsInOrder = (state: LedgerState): YearAccount[] =>
  Object.values(state.years).sort((a, b) => byYear(a.financialYear, b.financialYear));

function emptyYear(financialYear: string): YearAccount {
  return {
    financialYear,
    demand: ZERO,
    demandId: null,
    arvPaise: null,
    adjustment: ZERO,
    rebate: ZERO,
    principalPaid: ZERO,
    advanceApplied: ZERO,
    interestCharged: ZERO,
    interestPaid: ZERO,
    interestChargedTo: dueDateOf(financialYear),
  };
}

type YearChange = (year: YearAccount) => YearAccount;

function withYear(state: LedgerState, financialYear: string, change: YearChange): LedgerState {
  const year = state.years[financialYear] ?? emptyYear(financialYear);
  return { ...state, years: { ...state.years, [financialYear]: change(year) } };
}

/** Applies (sign 1) or takes back (sign -1) the apportionment lines of a payment. */
function applyLines(state: LedgerState, lines: ApportionmentLine[], sign: 1 | -1): LedgerState {
  return lines.reduce((next, line) => {
    if (line.kind === 'advance')
      return { ...next, advancePaise: next.advancePaise + sign * line.amountPaise };
    if (line.kind === 'fee') return applyFeeLine(next, line, sign);
    const amount = mapHeads((h) => (h === line.head ? sign * line.amountPaise : 0));
    return withYear(next, line.financialYear, (year) =>
      line.kind === 'interest'
        ? { ...year, interestPaid: addHeads(year.interestPaid, amount) }
        : { ...year, principalPaid: addHeads(year.principalPaid, amount) },
    );
  }, state);
}

function moveAdvance(state: LedgerState, year: YearAccount, amount: HeadMoney): LedgerState {
  const moved = amount.house + amount.water + amount.sewer;
  if (moved === 0) return state;
  return {
    ...withYear(state, year.financialYear, (y) => ({
      ...y,
      principalPaid: addHeads(y.principalPaid, amount),
      advanceApplied: addHeads(y.advanceApplied, amount),
    })),
    advancePaise: state.advancePaise - moved,
  };
}

/**
 * Advance credit is applied to outstanding principal as soon as there is some (oldest year first;
 * house, water, sewer), so no interest runs on money already paid. A reversal that leaves the
 * advance negative takes back what had been applied, newest year first.
 */
function settleAdvance(state: LedgerState): LedgerState {
  // Fees come after the years on the way in, so they give back first.
  let next = takeAdvanceBackFromFees(state);
  for (const year of yearsInOrder(next).reverse()) {
    if (next.advancePaise >= 0) break;
    let owed = -next.advancePaise;
    const back = mapHeads(() => 0);
    for (const h of [...TAX_HEADS].reverse()) {
      const take = Math.min(owed, year.advanceApplied[h]);
      back[h] = -take;
      owed -= take;
    }
    next = moveAdvance(next, year, back);
  }
  for (const year of yearsInOrder(next)) {
    if (next.advancePaise <= 0) break;
    let left = next.advancePaise;
    const outstanding = principalOutstanding(year);
    const apply = mapHeads(() => 0);
    for (const h of TAX_HEADS) {
      const take = Math.max(0, Math.min(left, outstanding[h]));
      apply[h] = take;
      left -= take;
    }
    next = moveAdvance(next, year, apply);
  }
  return applyAdvanceToFees(next);
}

function undoPayment(
  state: LedgerState,
  txnId: string,
  status: PaymentRecord['status'],
  to?: string,
): LedgerState {
  const payment = state.payments[txnId];
  if (!payment || payment.status !== 'received') return state;
  let next = applyLines(state, payment.lines, -1);
  if (payment.rebate) {
    const { financialYear, amounts } = payment.rebate;
    next = withYear(next, financialYear, (y) => ({ ...y, rebate: subtractHeads(y.rebate, amounts) }));
  }
  const record: PaymentRecord = { ...payment, status, shiftedTo: to ?? payment.shiftedTo };
  return { ...next, payments: { ...next.payments, [txnId]: record } };
}

interface Data {
  [key: string]: unknown;
}
const amounts = (data: Data) => fromPaise(data as unknown as HeadPaise);

function received(state: LedgerState, d: Data, shiftedFrom: string | null): LedgerState {
  const txnId = d.txnId as string;
  if (state.payments[txnId]?.status === 'received') return state;
  const lines = d.lines as ApportionmentLine[];
  // Only the placeholder of this append's RebateGranted (nothing paid yet) hands its rebate on. A
  // record left by an earlier stay of the payment here (shifted out, now shifted back) does not: that
  // rebate was undone when it left, and a shifted payment earns none.
  const waiting = state.payments[txnId];
  const record: PaymentRecord = {
    txnId,
    receiptNumber: (d.receiptNumber as string | undefined) ?? null,
    mode: (d.mode as string | undefined) ?? null,
    amountPaise: d.amountPaise as number,
    lines,
    paidAt: (d.paidAt ?? d.shiftedAt) as string,
    status: 'received',
    rebate: shiftedFrom === null && waiting?.amountPaise === 0 ? waiting.rebate : null,
    shiftedFrom,
    shiftedTo: null,
  };
  const next = applyLines(state, lines, 1);
  return { ...next, payments: { ...next.payments, [txnId]: record } };
}

/** Rebate arrives before its payment's PaymentReceived (same append); it waits on a placeholder. */
function rebated(state: LedgerState, d: Data): LedgerState {
  const txnId = d.txnId as string;
  const financialYear = d.financialYear as string;
  const rebate = { financialYear, amounts: amounts(d) };
  const placeholder: PaymentRecord = state.payments[txnId] ?? {
    txnId,
    receiptNumber: null,
    mode: null,
    amountPaise: 0,
    lines: [],
    paidAt: d.grantedAt as string,
    status: 'received',
    rebate: null,
    shiftedFrom: null,
    shiftedTo: null,
  };
  const next = withYear(state, financialYear, (y) => ({ ...y, rebate: addHeads(y.rebate, rebate.amounts) }));
  return { ...next, payments: { ...next.payments, [txnId]: { ...placeholder, rebate, status: 'reversed' } } };
}

function evolveMoney(state: LedgerState, event: LedgerEventLike): LedgerState {
  const d = event.data as Data;
  const fy = d.financialYear as string;
  switch (event.type) {
    case 'DemandRaised':
      return withYear(state, fy, (y) => ({
        ...y,
        demand: amounts(d),
        demandId: d.demandId as string,
        arvPaise: d.arvPaise as number,
      }));
    case 'InterestCharged':
      return withYear(state, fy, (y) => ({
        ...y,
        interestCharged: addHeads(y.interestCharged, amounts(d)),
        interestChargedTo: indiaDate(d.accruedToAt as string),
      }));
    case 'ArrearsCorrected':
      return withYear(state, fy, (y) => ({
        ...y,
        adjustment: addHeads(y.adjustment, subtractHeads(amounts(d), principalOutstanding(y))),
      }));
    case 'DebitNoteIssued':
    case 'CreditNoteIssued': {
      const sign = event.type === 'DebitNoteIssued' ? 1 : -1;
      const change = mapHeads((h) => sign * amounts(d)[h]);
      const next = withYear(state, fy, (y) => ({ ...y, adjustment: addHeads(y.adjustment, change) }));
      return { ...next, noteNumbers: [...next.noteNumbers, d.debitCreditNo as string] };
    }
    case 'RebateGranted':
      return rebated(state, d);
    case 'PaymentReceived':
      return received(state, d, null);
    case 'PaymentShiftedIn':
      return received(state, d, d.fromPropertyUniqueId as string);
    case 'PaymentReversed':
      return undoPayment(state, d.txnId as string, 'reversed');
    case 'PaymentShiftedOut':
      return undoPayment(state, d.txnId as string, 'shiftedOut', d.toPropertyUniqueId as string);
    case 'OldPropertyLinked':
      return takeOverOldArrears(state, d);
    case 'MutationFeeCharged':
      return chargeFee(state, d, 'mutation');
    case 'MutationFeeWaived':
      return waiveFee(state, d);
    default:
      return state;
  }
}

/** Arrears of the old register become the arrears of the year before the link; interest runs on from the link. */
function takeOverOldArrears(state: LedgerState, d: Data): LedgerState {
  if (!d.arrears && !d.interest) return state;
  const linkedOn = indiaDate(d.linkedAt as string);
  const financialYear = previousYear(financialYearOfDate(linkedOn));
  const arrears = d.arrears ? amounts(d.arrears as Data) : ZERO;
  const interest = d.interest ? amounts(d.interest as Data) : ZERO;
  return withYear(state, financialYear, (y) => ({
    ...y,
    adjustment: addHeads(y.adjustment, arrears),
    interestCharged: addHeads(y.interestCharged, interest),
    interestChargedTo: linkedOn > y.interestChargedTo ? linkedOn : y.interestChargedTo,
  }));
}

const previousYear = (fy: string) => {
  const start = Number(fy.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The ledger after one more event of the property's stream (other events leave it unchanged). */
export function evolveLedger(state: LedgerState, event: LedgerEventLike): LedgerState {
  const next = evolveMoney(state, event);
  return next === state ? state : settleAdvance(next);
}

export const foldLedger = (events: readonly LedgerEventLike[]): LedgerState =>
  events.reduce(evolveLedger, initialLedgerState);

export { heads };
