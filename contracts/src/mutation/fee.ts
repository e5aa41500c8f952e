import { z } from 'zod';
import { integer, type Exact } from '../tax/exact';
import { roundHalfUpToRupees } from '../tax/rounding';
import type { MutationFeeTable } from './feeTable';
import { MUTATION_REASONS, type MutationReason } from './reasons';

// The mutation fee, worked out once when the request is accepted and recorded with the request and
// on the property's ledger, so anyone can redo it by hand: rate x the higher value, rounded half-up
// to whole rupees (the tax engine's one rounding), capped; then the late fine on that fee, rounded.

const paise = () => z.number().int().nonnegative();

export const mutationFeeComputation = z.object({
  feeTableVersion: z.number().int().positive(),
  reason: z.enum(MUTATION_REASONS),
  /** The higher of the document value and the market value. */
  valuePaise: paise(),
  basisPoints: z.number().int().nonnegative(),
  capPaise: paise().nullable(),
  /** value x rate, in whole rupees. */
  byRatePaise: paise(),
  /** byRate, cut to the cap. */
  feePaise: paise(),
  /** The request came more than `lateAfterMonths` after the deed date. */
  late: z.boolean(),
  lateAfterMonths: z.number().int().nonnegative(),
  /** The fine's share of the fee, in basis points (the table's). */
  lateFineBasisPoints: z.number().int().nonnegative(),
  lateFinePaise: paise(),
  /** fee + late fine: what the ledger charges. */
  amountPaise: paise(),
});
export type MutationFeeComputation = z.infer<typeof mutationFeeComputation>;

export interface MutationFeeInput {
  reason: MutationReason;
  documentValuePaise: number;
  marketValuePaise: number;
  /** YYYY-MM-DD. */
  deedDate: string;
  /** YYYY-MM-DD: the day the request is made. */
  requestDate: string;
}

const share = (amountPaise: number, basisPoints: number): Exact => ({
  n: integer(amountPaise).n * BigInt(basisPoints),
  d: 10_000n,
});

/** The same day `months` calendar months later; the 31st of a shorter month falls back to its last day. */
export function monthsAfter(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

export function mutationFee(input: MutationFeeInput, table: MutationFeeTable): MutationFeeComputation {
  const rate = table.rules.reasons[input.reason];
  const { afterMonths, basisPoints: fineBasisPoints } = table.rules.lateFine;
  const valuePaise = Math.max(input.documentValuePaise, input.marketValuePaise);
  const byRatePaise = roundHalfUpToRupees(share(valuePaise, rate.basisPoints));
  const feePaise = rate.capPaise === null ? byRatePaise : Math.min(byRatePaise, rate.capPaise);
  const late = input.requestDate > monthsAfter(input.deedDate, afterMonths);
  const lateFinePaise = late ? roundHalfUpToRupees(share(feePaise, fineBasisPoints)) : 0;
  return {
    feeTableVersion: table.version,
    reason: input.reason,
    valuePaise,
    basisPoints: rate.basisPoints,
    capPaise: rate.capPaise,
    byRatePaise,
    feePaise,
    late,
    lateAfterMonths: afterMonths,
    lateFineBasisPoints: fineBasisPoints,
    lateFinePaise,
    amountPaise: feePaise + lateFinePaise,
  };
}

/** The version of the table that applies to a request made on `day` (null: none yet). */
export function feeTableOn<T extends Pick<MutationFeeTable, 'version' | 'effectiveFrom'>>(
  versions: readonly T[],
  day: string,
): T | null {
  return versions
    .filter((table) => table.effectiveFrom <= day)
    .reduce<T | null>(
      (best, table) =>
        !best ||
        table.effectiveFrom > best.effectiveFrom ||
        (table.effectiveFrom === best.effectiveFrom && table.version > best.version)
          ? table
          : best,
      null,
    );
}
