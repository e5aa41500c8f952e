import {
  indiaDate,
  mobile,
  MOBILE_MESSAGES,
  neftPaymentSchema,
  paiseToRupees,
  gatewayPayerSchema,
  paymentEntrySchema,
  paymentEntrySchemaOn,
  rupees,
  rupeesToPaise,
} from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';
import { isFile } from '../properties/propertyFiles';
import { INSTRUMENT_FIELDS, POS_MODE } from './choices';
import { withoutBlanks } from './submit';

type Values = Record<string, unknown>;

/** Rupees as a form shows them: 1234.5 for 123450 paise ('' for nothing due). */
export const rupeesText = (paise: number) => (paise > 0 ? String(paiseToRupees(paise)) : '');

/** One apportionment line of a payment (contracts' ApportionmentLine). */
export interface ReceiptLine {
  kind: 'interest' | 'arrears' | 'current' | 'advance' | 'fee';
  /** A fee line's mutation number. */
  feeId?: string;
  financialYear?: string;
  head?: 'house' | 'water' | 'sewer';
  amountPaise: number;
}

/** 201 of POST transactions. */
export interface CounterReceipt {
  txnId: string;
  receiptNumber: string;
  amountPaise: number;
  lines: ReceiptLine[];
  rebatePaise?: number;
  receiptUrl?: string;
  verifyUrl?: string;
  status?: string;
}

// Counter payment (SPEC section 5, payment entry): cash, cheque, DD or POS, and who paid.

/** The server's word for a card payment without the machine's approval code. */
export const POS_REFERENCE_REQUIRED_MESSAGE = 'Reference ID is required';

const payerMobile = mobile(MOBILE_MESSAGES.payer);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The spec's payment entry (a cheque's or DD's date checked on today's date in India, as the server
 * does), the payer's mobile when given, and a POS payment's approval code.
 */
export function validateCounterPayment(values: Values) {
  const errors: Record<string, unknown> = validateWith(paymentEntrySchemaOn(indiaDate(Date.now())))(values);
  const checkedMobile = payerMobile.safeParse(values.payerMobile);
  if (!checkedMobile.success) errors.payerMobile ??= checkedMobile.error.issues[0]?.message;
  if (values.transactionType === POS_MODE && !text(values.refId))
    errors.refId ??= POS_REFERENCE_REQUIRED_MESSAGE;
  return errors;
}

/** POST transactions: the checked form in rupees, only the chosen mode's instrument fields. */
export function counterPayload(values: Values, propertyUniqueId: string): Values {
  const { transactionType, type, paidAmount, ...instrument } = paymentEntrySchema.parse(values);
  const fields: Values = { ...instrument, refId: text(values.refId) };
  const kept = new Set(INSTRUMENT_FIELDS[transactionType] ?? []);
  return withoutBlanks({
    propertyUniqueId,
    payerName: text(values.payerName),
    payerMobile: text(values.payerMobile),
    transactionType,
    type,
    paidAmount,
    ...Object.fromEntries(Object.entries(fields).filter(([name]) => kept.has(name))),
  });
}

// NEFT (SPEC section 5): the transfer's details and a proof, approved later by a reviewer.

export const PROOF_REQUIRED_MESSAGE = 'Proof of payment is required';
export const AMOUNT_POSITIVE_MESSAGE = 'Amount must be more than 0';

/** What the server takes as a proof (checked again there by content). */
export const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The spec's NEFT form; the server also wants a proof and a transfer of more than nothing. */
export function validateNeftPayment(values: Values) {
  const errors: Record<string, unknown> = validateWith(neftPaymentSchema)(values);
  if (!errors.amount && Number(values.amount) === 0) errors.amount = AMOUNT_POSITIVE_MESSAGE;
  if (!isFile(values.proof)) errors.proof ??= PROOF_REQUIRED_MESSAGE;
  return errors;
}

/** POST neftPayments, multipart: the checked fields as text and the proof file. */
export function neftPayload(values: Values, propertyUniqueId: string): FormData {
  const neft = withoutBlanks(neftPaymentSchema.parse(values));
  const form = new FormData();
  form.append('propertyUniqueId', propertyUniqueId);
  for (const [name, value] of Object.entries(neft)) form.append(name, String(value));
  if (isFile(values.proof)) form.append('proof', values.proof);
  return form;
}

// Online payment for a citizen at the counter: the payer's contact and the amount, then the gateway.

/** The citizen pay form's payer (contracts gatewayPayerSchema: email optional) and the amount. */
export const onlinePaymentSchema = gatewayPayerSchema.extend({
  amount: rupees('Amount', (n) => n.positive(AMOUNT_POSITIVE_MESSAGE)),
});

export const validateOnlinePayment = validateWith(onlinePaymentSchema);

/** POST payments/initiate_payment: the amount in paise. */
export function onlinePayload(values: Values, propertyUniqueId: string): Values {
  const { amount, ...contact } = onlinePaymentSchema.parse(values);
  return withoutBlanks({ propertyUniqueId, amountPaise: rupeesToPaise(amount), ...contact });
}
