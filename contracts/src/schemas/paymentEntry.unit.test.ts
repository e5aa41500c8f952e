import { errorsOf, parsed } from '../testing/expectSchema';
import {
  instrumentDateProblem,
  monthsBefore,
  paymentEntrySchema,
  paymentEntrySchemaOn,
} from './paymentEntry';

const cash = { transactionType: 'Cash', type: 'full', paidAmount: 1500.25 };
const dd = {
  ...cash,
  transactionType: 'DD',
  ddNumber: '445566',
  bankName: 'SBI',
  issuerName: 'Ram Prasad',
  instrumentDate: '2026-11-20',
};
const cheque = {
  ...cash,
  transactionType: 'Cheque',
  chequeNo: '000123',
  issuerName: 'Ram Prasad',
  ifscCode: 'SBIN0001234',
  instrumentDate: '2026-11-20',
};

describe('payment entry form', () => {
  it('accepts a cash payment without instrument details', () => {
    expect(parsed(paymentEntrySchema, cash)).toEqual(cash);
  });
  it.each([
    ['transactionType', 'Transaction type is required'],
    ['type', 'Payment type is required'],
    ['paidAmount', 'Paid amount is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(paymentEntrySchema, { ...cash, [field]: '' })[field]).toBe(message);
  });
  it('requires a positive paid amount', () => {
    expect(errorsOf(paymentEntrySchema, { ...cash, paidAmount: 0 }).paidAmount).toBe(
      'Paid amount must be more than 0',
    );
  });
  it('rejects a paid amount with fractions of a paisa', () => {
    expect(errorsOf(paymentEntrySchema, { ...cash, paidAmount: 1.234 }).paidAmount).toBe(
      'Amount can have at most two decimal places',
    );
  });
  it('accepts a complete DD', () => {
    expect(errorsOf(paymentEntrySchema, dd)).toEqual({});
  });
  it.each([
    ['ddNumber', 'DD number is required'],
    ['bankName', 'Bank name is required'],
    ['issuerName', 'Issuer name is required'],
  ])('requires %s for a DD', (field, message) => {
    expect(errorsOf(paymentEntrySchema, { ...dd, [field]: '' })).toEqual({ [field]: message });
  });
  it('accepts a complete cheque', () => {
    expect(errorsOf(paymentEntrySchema, cheque)).toEqual({});
  });
  it.each([
    ['chequeNo', 'Cheque number is required'],
    ['issuerName', 'Issuer name is required'],
    ['ifscCode', 'IFSC code is required'],
  ])('requires %s for a cheque', (field, message) => {
    expect(errorsOf(paymentEntrySchema, { ...cheque, [field]: undefined })).toEqual({ [field]: message });
  });
  it('rejects a malformed IFSC code', () => {
    expect(errorsOf(paymentEntrySchema, { ...cheque, ifscCode: 'SBIN123' }).ifscCode).toBe(
      'IFSC code is not valid',
    );
  });

  it.each([
    ['cheque', cheque, 'Cheque date is required'],
    ['DD', dd, 'DD date is required'],
  ])('requires the date of a %s', (_name, instrument, message) => {
    expect(errorsOf(paymentEntrySchema, { ...instrument, instrumentDate: '' })).toEqual({
      instrumentDate: message,
    });
  });
  it('refuses a date that is no calendar day', () => {
    expect(errorsOf(paymentEntrySchema, { ...cheque, instrumentDate: '2026-02-30' }).instrumentDate).toBe(
      'Enter a valid date',
    );
  });
});

describe('the date of a cheque or DD, as banks pay them', () => {
  const today = '2026-11-28';
  const on = paymentEntrySchemaOn(today);
  it('takes one dated today or up to three months back', () => {
    for (const date of [today, '2026-09-01', '2026-08-28'])
      expect(errorsOf(on, { ...cheque, instrumentDate: date })).toEqual({});
  });
  it('refuses a stale one, dated more than three months ago', () => {
    expect(errorsOf(on, { ...cheque, instrumentDate: '2026-08-27' }).instrumentDate).toBe(
      'This cheque is stale: it is dated more than three months ago, and banks do not pay it',
    );
    expect(errorsOf(on, { ...dd, instrumentDate: '2026-08-27' }).instrumentDate).toBe(
      'This DD is stale: it is dated more than three months ago, and banks do not pay it',
    );
  });
  it('refuses a post-dated one, dated after today', () => {
    expect(errorsOf(on, { ...dd, instrumentDate: '2026-11-29' }).instrumentDate).toBe(
      'This DD is post-dated: its date is after today. It can be taken from its date',
    );
    expect(instrumentDateProblem('cheque', '2026-11-29', today)).toBe(
      'This cheque is post-dated: its date is after today. It can be taken from its date',
    );
  });
  it('counts months back to the month end when the month is shorter', () => {
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2027-01-15', 3)).toBe('2026-10-15');
  });
});
