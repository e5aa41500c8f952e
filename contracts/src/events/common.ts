import { z } from 'zod';
import { FINANCIAL_YEAR_MESSAGE, isFinancialYear } from '../schemas/financialYear';

// Shared pieces of the event catalogue. Money is integer paise; instants are ISO date-times;
// financial years are written '2025-26'. Metadata (who, why, correlation) is not part of `data`.

/** One event schema: `type` and `version` literals and the `data` object. */
export function eventSchema<T extends string, V extends number, D extends z.ZodRawShape>(
  type: T,
  version: V,
  data: D,
) {
  return z.object({ type: z.literal(type), version: z.literal(version), data: z.object(data) });
}

export const id = () => z.string().min(1);
export const at = () => z.iso.datetime({ offset: true });
/** Integer paise, never negative: the event type says which way the money moves. */
export const paise = () => z.number().int().nonnegative();
export const financialYear = () => z.string().refine(isFinancialYear, FINANCIAL_YEAR_MESSAGE);
export const percentage = () => z.number().min(0);

export const TAX_HEADS = ['house', 'water', 'sewer'] as const;
export const taxHead = () => z.enum(TAX_HEADS);
export type TaxHead = (typeof TAX_HEADS)[number];

/** Amounts per tax head, in paise. */
export const headAmounts = () => ({ housePaise: paise(), waterPaise: paise(), sewerPaise: paise() });

/** Heads of the fees a ledger can carry beside the taxes (docs/LEDGER.md "Fees"). */
export const FEE_HEADS = ['mutation'] as const;
export const feeHead = () => z.enum(FEE_HEADS);
export type FeeHead = (typeof FEE_HEADS)[number];
