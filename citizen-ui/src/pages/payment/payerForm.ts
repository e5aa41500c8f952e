import { fieldErrors, gatewayPayerSchema, rupeesToPaise } from '@ptax/contracts';
import { rupees } from '../../shared/money';
import type { PayTexts } from './payTexts';

// The pay form's checks, the same as the server's (contracts gatewayPayerSchema): the payer's name
// and mobile number; the email is optional (many citizens have none; docs/DECISIONS.md).

const payerSchema = gatewayPayerSchema;

export interface PayerValues {
  firstname: string;
  phone: string;
  email: string;
}

export function payerErrors(values: PayerValues): Partial<Record<keyof PayerValues, string>> {
  const result = payerSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;

/** A part amount typed in rupees, as paise within ₹1..net payable, or the message to show. */
export function partAmount(
  text: string,
  netPayablePaise: number,
  t: PayTexts,
): { paise: number; error?: undefined } | { paise?: undefined; error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: t.amountRequired };
  if (!RUPEES.test(trimmed)) return { error: t.amountInvalid };
  const paise = rupeesToPaise(Number(trimmed));
  if (paise < 100) return { error: t.amountTooSmall };
  if (paise > netPayablePaise) return { error: t.amountTooLarge(rupees(netPayablePaise)) };
  return { paise };
}
