import type { ApportionmentLine } from '../events/ledger';
import { addHeads, TAX_HEADS } from './heads';
import type { FeeDue, YearDues } from './dues';

/**
 * DOMAIN.md's fixed order: interest (oldest year first), then arrears principal (oldest year first;
 * house, water, sewer), then the current year (house, water, sewer), then fees (oldest first, under
 * their own head: docs/LEDGER.md "Fees"), then advance credit. The lines always add up to the
 * amount: nothing is lost.
 */
export function apportion(
  amountPaise: number,
  years: readonly YearDues[],
  fees: readonly FeeDue[] = [],
): ApportionmentLine[] {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new RangeError('amount must be whole paise');
  const lines: ApportionmentLine[] = [];
  let left = amountPaise;
  const take = (
    kind: 'interest' | 'arrears' | 'current',
    financialYear: string,
    head: (typeof TAX_HEADS)[number],
    owed: number,
  ) => {
    const amount = Math.min(left, Math.max(0, owed));
    if (amount <= 0) return;
    lines.push({ kind, financialYear, head, amountPaise: amount });
    left -= amount;
  };
  for (const year of years) {
    const interest = addHeads(year.interestCharged, year.interestAccrued);
    for (const head of TAX_HEADS) take('interest', year.financialYear, head, interest[head]);
  }
  for (const kind of ['arrears', 'current'] as const)
    for (const year of years.filter((y) => y.kind === kind))
      for (const head of TAX_HEADS) take(kind, year.financialYear, head, year.principal[head]);
  for (const fee of fees) {
    const amount = Math.min(left, Math.max(0, fee.outstandingPaise));
    if (amount <= 0) continue;
    lines.push({ kind: 'fee', feeHead: fee.feeHead, feeId: fee.feeId, amountPaise: amount });
    left -= amount;
  }
  if (left > 0) lines.push({ kind: 'advance', amountPaise: left });
  return lines;
}
