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

export const paymentEntrySchema = z
  .object({
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
  })
  .superRefine(ddRules, ALWAYS)
  .superRefine(chequeRules, ALWAYS);
export type PaymentEntryInput = z.infer<typeof paymentEntrySchema>;
