// The counter's payment form (contracts paymentEntrySchema, SPEC section 5) with the property and
// the payer, read into what InitiatePayment records. Rupees become paise here, once.
import {
  MOBILE_MESSAGES,
  mobile,
  optionalText,
  paymentEntrySchemaOn,
  rupeesToPaise,
  type PaymentInstrument,
} from '@ptax/contracts';
import { z } from 'zod';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import { propertyIdOf } from '../properties/requests';
import type { PaymentMode } from './payment';

/** Counter modes by the form's transactionType (case aside); online, NEFT and links have their own calls. */
const COUNTER_MODES: Record<string, PaymentMode> = { cash: 'cash', cheque: 'cheque', dd: 'dd', pos: 'pos' };

export const COUNTER_MESSAGES = {
  transactionType: 'Transaction type must be Cash, Cheque, DD or POS',
  refIdRequired: 'Reference ID is required',
} as const;

const payerSchema = z.object({
  payerName: optionalText(),
  payerMobile: mobile(MOBILE_MESSAGES.payer),
  /** The card machine's approval code of a POS payment. */
  refId: optionalText(),
});

export interface CounterPayment {
  propertyUniqueId: string;
  mode: PaymentMode;
  amountPaise: number;
  /** The form's `type` (what the payment is for), kept in the event metadata. */
  paymentType: string;
  payerName?: string;
  payerMobile?: string;
  instrument?: PaymentInstrument;
  /** Cheques and DDs count at once but wait for clearing. */
  needsApproval: boolean;
}

const present = (entries: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value)) as Record<string, string>;

/**
 * The form read on `today` (India, 'YYYY-MM-DD'): a cheque or DD must carry a date a bank pays on
 * that day (neither post-dated nor stale), else 400 and nothing is recorded.
 */
export function readCounterPayment(body: unknown, today: string): CounterPayment {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  // One parse, so every wrong field is reported at once.
  const { entry, payer } = parseWith(
    z.intersection(paymentEntrySchemaOn(today), payerSchema).transform((all) => ({ entry: all, payer: all })),
    fields,
  );
  const mode = COUNTER_MODES[entry.transactionType.toLowerCase()];
  if (!mode)
    throw badRequest(COUNTER_MESSAGES.transactionType, { transactionType: COUNTER_MESSAGES.transactionType });
  if (mode === 'pos' && !payer.refId)
    throw badRequest(COUNTER_MESSAGES.refIdRequired, { refId: COUNTER_MESSAGES.refIdRequired });
  const propertyUniqueId = propertyIdOf(fields.propertyUniqueId);
  const instrument = present({
    chequeNo: entry.chequeNo,
    ddNumber: entry.ddNumber,
    bankName: entry.bankName,
    issuerName: entry.issuerName,
    ifscCode: entry.ifscCode,
    ...(mode === 'cheque' || mode === 'dd' ? { instrumentDate: entry.instrumentDate } : {}),
    refId: payer.refId,
  });
  return {
    propertyUniqueId,
    mode,
    amountPaise: rupeesToPaise(entry.paidAmount),
    paymentType: entry.type,
    ...(payer.payerName ? { payerName: payer.payerName } : {}),
    ...(payer.payerMobile ? { payerMobile: payer.payerMobile } : {}),
    ...(Object.keys(instrument).length ? { instrument } : {}),
    needsApproval: mode === 'cheque' || mode === 'dd',
  };
}
