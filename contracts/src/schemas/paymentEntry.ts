import { z } from 'zod';
import { PAYMENT_TRANSACTION_TYPES } from '../constants';
import { ALWAYS, fieldOf, optionalText, requiredText, requiredWhen, rupees } from './common';
import { optionalIfsc } from './ifsc';

// SPEC section 5, payment entry at the counter (cash, cheque, DD and others).

export const PAYMENT_ENTRY_MESSAGES = {
  ddNumberRequired: 'DD number is required',
  chequeNoRequired: 'Cheque number is required',
  bankNameRequired: 'Bank name is required',
  issuerNameRequired: 'Issuer name is required',
  ifscCodeRequired: 'IFSC code is required',
  paidAmountPositive: 'Paid amount must be more than 0',
} as const;

/**
 * The date printed on a cheque or DD. Banks pay an instrument from its date (not before: post-dated)
 * until three months after it (then it is stale), so the counter takes neither.
 */
export const INSTRUMENT_DATE_MESSAGES = {
  chequeDateRequired: 'Cheque date is required',
  ddDateRequired: 'DD date is required',
  dateInvalid: 'Enter a valid date',
  chequeStale: 'This cheque is stale: it is dated more than three months ago, and banks do not pay it',
  ddStale: 'This DD is stale: it is dated more than three months ago, and banks do not pay it',
  chequePostDated: 'This cheque is post-dated: its date is after today. It can be taken from its date',
  ddPostDated: 'This DD is post-dated: its date is after today. It can be taken from its date',
} as const;

/** Months an instrument stays payable after its date (RBI: three months). */
export const INSTRUMENT_VALIDITY_MONTHS = 3;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The same day `months` months earlier (the month's last day when it has fewer days). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = index % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(date, last))).toISOString().slice(0, 10);
}

/**
 * What is wrong with an instrument's date on `today` (both India calendar days 'YYYY-MM-DD'):
 * post-dated when after today, stale when before the day three months ago; null when a bank pays it.
 */
export function instrumentDateProblem(kind: 'cheque' | 'dd', date: string, today: string): string | null {
  if (!isCalendarDay(date)) return INSTRUMENT_DATE_MESSAGES.dateInvalid;
  const m = INSTRUMENT_DATE_MESSAGES;
  if (date > today) return kind === 'cheque' ? m.chequePostDated : m.ddPostDated;
  if (date < monthsBefore(today, INSTRUMENT_VALIDITY_MONTHS))
    return kind === 'cheque' ? m.chequeStale : m.ddStale;
  return null;
}

const isTransactionType = (type: string) => (value: unknown) => fieldOf(value, 'transactionType') === type;

const ddRules = requiredWhen(isTransactionType(PAYMENT_TRANSACTION_TYPES.dd), {
  ddNumber: PAYMENT_ENTRY_MESSAGES.ddNumberRequired,
  bankName: PAYMENT_ENTRY_MESSAGES.bankNameRequired,
  issuerName: PAYMENT_ENTRY_MESSAGES.issuerNameRequired,
});
const chequeRules = requiredWhen(isTransactionType(PAYMENT_TRANSACTION_TYPES.cheque), {
  chequeNo: PAYMENT_ENTRY_MESSAGES.chequeNoRequired,
  issuerName: PAYMENT_ENTRY_MESSAGES.issuerNameRequired,
  ifscCode: PAYMENT_ENTRY_MESSAGES.ifscCodeRequired,
});

/** A cheque or DD needs its date; a given date must be a bank's payable one on `today` (when known). */
function instrumentDateRule(today?: string) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    const type = fieldOf(value, 'transactionType');
    const kind =
      type === PAYMENT_TRANSACTION_TYPES.cheque
        ? 'cheque'
        : type === PAYMENT_TRANSACTION_TYPES.dd
          ? 'dd'
          : null;
    if (!kind) return;
    const date = fieldOf(value, 'instrumentDate');
    if (typeof date !== 'string' || date.length === 0) {
      const m = INSTRUMENT_DATE_MESSAGES;
      ctx.addIssue({
        code: 'custom',
        path: ['instrumentDate'],
        message: kind === 'cheque' ? m.chequeDateRequired : m.ddDateRequired,
      });
      return;
    }
    const problem = today
      ? instrumentDateProblem(kind, date, today)
      : isCalendarDay(date)
        ? null
        : INSTRUMENT_DATE_MESSAGES.dateInvalid;
    if (problem) ctx.addIssue({ code: 'custom', path: ['instrumentDate'], message: problem });
  };
}

const paymentEntryFields = z.object({
  /** 'Cash', 'Cheque', 'DD' (PAYMENT_TRANSACTION_TYPES) or another mode. */
  transactionType: requiredText('Transaction type is required'),
  type: requiredText('Payment type is required'),
  /** Rupees. */
  paidAmount: rupees('Paid amount', (n) => n.positive(PAYMENT_ENTRY_MESSAGES.paidAmountPositive)),
  ddNumber: optionalText(),
  chequeNo: optionalText(),
  bankName: optionalText(),
  issuerName: optionalText(),
  ifscCode: optionalIfsc(),
  /** The cheque's or DD's date, 'YYYY-MM-DD' (required for both). */
  instrumentDate: optionalText(),
});

/**
 * The payment entry checked on `today` (India, 'YYYY-MM-DD'): a stale or post-dated cheque or DD is
 * refused. Without a day only the date's presence and form are checked.
 */
export const paymentEntrySchemaOn = (today?: string) =>
  paymentEntryFields
    .superRefine(ddRules, ALWAYS)
    .superRefine(chequeRules, ALWAYS)
    .superRefine(instrumentDateRule(today), ALWAYS);

export const paymentEntrySchema = paymentEntrySchemaOn();
export type PaymentEntryInput = z.infer<typeof paymentEntrySchema>;
