import { z } from 'zod';
import { at, eventSchema } from '../events/common';
import { MUTATION_REASONS } from './reasons';

// The mutation fee table (DOMAIN.md): dated and versioned like the tax rule set, never constants in
// code. Stream `mutationFeeTable`: each MutationFeeTableAdopted is the next version (its place in the
// stream, 1-based) and applies to requests made on or after its `effectiveFrom` day. Percentages are
// basis points (1% -> 100), money integer paise.

export const mutationFeeTableStream = 'mutationFeeTable';

const basisPoints = () => z.number().int().min(0).max(10_000);
const isoDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the day as YYYY-MM-DD');

/** One reason's fee: the rate on the higher of the document and market values, up to the cap (null: none). */
const reasonRate = z.object({
  basisPoints: basisPoints(),
  capPaise: z.number().int().nonnegative().nullable(),
});

export const mutationFeeRules = z.object({
  reasons: z.record(z.enum(MUTATION_REASONS), reasonRate),
  /** A request more than `afterMonths` after the deed date pays this share of the fee on top. */
  lateFine: z.object({ afterMonths: z.number().int().nonnegative(), basisPoints: basisPoints() }),
});
export type MutationFeeRules = z.infer<typeof mutationFeeRules>;

/** One version of the table: its rules and the first day it applies to. */
export interface MutationFeeTable {
  version: number;
  effectiveFrom: string;
  rules: MutationFeeRules;
}

export const MutationFeeTableAdopted = eventSchema('MutationFeeTableAdopted', 1, {
  effectiveFrom: isoDay(),
  rules: mutationFeeRules,
  reason: z.string().min(1).optional(),
  adoptedAt: at(),
});

const capped = (rupees: number) => ({ basisPoints: 100, capPaise: rupees * 100 });

/**
 * DOMAIN.md's defaults, the seed of version 1: 1% of the higher value, capped at Rs 10,000 (sale,
 * gift, auction, court decree) or Rs 5,000 (succession, will, family settlement, partition); a name
 * correction is free; 10% of the fee as a late fine after 3 months from the deed date.
 */
export const DEFAULT_MUTATION_FEE_RULES: MutationFeeRules = {
  reasons: {
    sale: capped(10_000),
    gift: capped(10_000),
    auction: capped(10_000),
    court_decree: capped(10_000),
    succession: capped(5_000),
    will: capped(5_000),
    family_settlement: capped(5_000),
    partition: capped(5_000),
    name_correction: { basisPoints: 0, capPaise: 0 },
  },
  lateFine: { afterMonths: 3, basisPoints: 1000 },
};

/** The day the seeded version 1 applies from: the first year the demo city has tax rules for. */
export const DEFAULT_MUTATION_FEE_TABLE_FROM = '2024-04-01';
