import { z } from 'zod';
import { optionalText, requiredFinancialYear, requiredText, rupees } from './common';

// SPEC section 5, arrears correction. The revised taxes are rupees; the ledger records paise.

export const NEGATIVE_TAX_MESSAGE = 'Tax can not be negative';

/** A tax amount in rupees: required, not negative, at most two decimals. */
export const taxAmount = (label: string) => rupees(label, (n) => n.nonnegative(NEGATIVE_TAX_MESSAGE));

export const arrearsCorrectionSchema = z.object({
  finYear: requiredFinancialYear('Financial year is required'),
  revisedArrearsHouseTax: taxAmount('House tax'),
  revisedArrearsSewerageTax: taxAmount('Sewerage tax'),
  revisedArrearsWaterTax: taxAmount('Water tax'),
  receiptNumber: requiredText('Receipt number is required'),
  remarks: optionalText(),
});
export type ArrearsCorrectionInput = z.infer<typeof arrearsCorrectionSchema>;
