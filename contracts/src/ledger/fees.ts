import type { FeeHead } from '../events/common';
import type { ApportionmentLine } from '../events/ledger';
import type { LedgerState } from './state';

// Fees on a property's ledger (docs/LEDGER.md "Fees"): a mutation's fee is charged under its own
// head, outside the years and their house, water and sewer tax, so the demand, the DCB and the tax
// reports never count it. A payment reaches fees after the current year's tax; advance credit pays
// them after the years' principal. A waived fee owes nothing more, and what had been paid for it
// is refunded as advance credit.

/** The head's name on receipts, ledgers and screens, in English and Hindi. */
export const FEE_HEAD_NAMES: Record<FeeHead, { en: string; hi: string }> = {
  mutation: { en: 'Mutation fee', hi: 'नामांतरण शुल्क' },
};

export interface FeeAccount {
  /** The mutation the fee is for. */
  feeId: string;
  feeHead: FeeHead;
  chargedPaise: number;
  /** Paid, advance credit applied included. */
  paidPaise: number;
  /** The part of paidPaise that came from advance credit (and can be taken back by a reversal). */
  advanceAppliedPaise: number;
  /** The unpaid part taken off when the fee was waived. */
  waivedPaise: number;
  /** The paid part given back as advance credit when the fee was waived. */
  refundedPaise: number;
  chargedAt: string;
  waivedAt: string | null;
}

/** What the fee still asks for: charged less waived less paid (a waived fee: nothing). */
export const feeOutstanding = (fee: FeeAccount): number =>
  Math.max(0, fee.chargedPaise - fee.waivedPaise - fee.paidPaise);

/** Oldest charge first (then by id), the order payments and advance credit reach them. */
export const feesInOrder = (state: LedgerState): FeeAccount[] =>
  Object.values(state.fees ?? {}).sort((a, b) =>
    a.chargedAt === b.chargedAt ? (a.feeId < b.feeId ? -1 : 1) : a.chargedAt < b.chargedAt ? -1 : 1,
  );

const withFee = (state: LedgerState, fee: FeeAccount): LedgerState => ({
  ...state,
  fees: { ...state.fees, [fee.feeId]: fee },
});

interface Data {
  [key: string]: unknown;
}

export function chargeFee(state: LedgerState, d: Data, feeHead: FeeHead): LedgerState {
  const feeId = d.mutationId as string;
  if (state.fees?.[feeId]) return state;
  return withFee(state, {
    feeId,
    feeHead,
    chargedPaise: d.amountPaise as number,
    paidPaise: 0,
    advanceAppliedPaise: 0,
    waivedPaise: 0,
    refundedPaise: 0,
    chargedAt: d.chargedAt as string,
    waivedAt: null,
  });
}

/** The unpaid part waived, the paid part refunded to advance credit; the advance it used is spent back. */
export function waiveFee(state: LedgerState, d: Data): LedgerState {
  const fee = state.fees?.[d.mutationId as string];
  if (!fee || fee.waivedAt) return state;
  const waived = withFee(state, {
    ...fee,
    waivedPaise: feeOutstanding(fee),
    refundedPaise: fee.paidPaise,
    advanceAppliedPaise: 0,
    waivedAt: d.waivedAt as string,
  });
  return { ...waived, advancePaise: waived.advancePaise + fee.paidPaise };
}

/**
 * A payment's line on a fee, applied (1) or taken back (-1). Taking back a line of a waived fee takes
 * its refund back out of advance credit instead: the fee stays settled and the money was never there.
 */
export function applyFeeLine(
  state: LedgerState,
  line: Extract<ApportionmentLine, { kind: 'fee' }>,
  sign: 1 | -1,
): LedgerState {
  const fee = state.fees?.[line.feeId];
  // Never met (lines name fees of their own ledger), but money is never dropped: it counts as advance.
  if (!fee) return { ...state, advancePaise: state.advancePaise + sign * line.amountPaise };
  const paid = { ...fee, paidPaise: fee.paidPaise + sign * line.amountPaise };
  if (sign === 1 || !fee.waivedAt) return withFee(state, paid);
  const back = Math.min(line.amountPaise, fee.refundedPaise);
  const next = withFee(state, {
    ...paid,
    refundedPaise: fee.refundedPaise - back,
    waivedPaise: fee.waivedPaise + back,
  });
  return { ...next, advancePaise: next.advancePaise - back };
}

function moveAdvance(state: LedgerState, fee: FeeAccount, amount: number): LedgerState {
  if (amount === 0) return state;
  const next = withFee(state, {
    ...fee,
    paidPaise: fee.paidPaise + amount,
    advanceAppliedPaise: fee.advanceAppliedPaise + amount,
  });
  return { ...next, advancePaise: next.advancePaise - amount };
}

/** Advance credit left after the years' principal pays the fees, oldest first. */
export function applyAdvanceToFees(state: LedgerState): LedgerState {
  let next = state;
  for (const fee of feesInOrder(state)) {
    if (next.advancePaise <= 0) break;
    next = moveAdvance(next, fee, Math.min(next.advancePaise, feeOutstanding(fee)));
  }
  return next;
}

/** A negative advance (a reversal) first takes back what advance credit had paid on fees, newest first. */
export function takeAdvanceBackFromFees(state: LedgerState): LedgerState {
  let next = state;
  for (const fee of feesInOrder(state).reverse()) {
    if (next.advancePaise >= 0) break;
    next = moveAdvance(next, fee, -Math.min(-next.advancePaise, fee.advanceAppliedPaise));
  }
  return next;
}
