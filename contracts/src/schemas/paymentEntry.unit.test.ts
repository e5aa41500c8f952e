import { errorsOf, parsed } from '../testing/expectSchema';
import { paymentEntrySchema } from './paymentEntry';

const cash = { transactionType: 'Cash', type: 'full', paidAmount: 1500.25 };
const dd = { ...cash, transactionType: 'DD', ddNumber: '445566', bankName: 'SBI', issuerName: 'Ram Prasad' };
const cheque = {
  ...cash,
  transactionType: 'Cheque',
  chequeNo: '000123',
  issuerName: 'Ram Prasad',
  ifscCode: 'SBIN0001234',
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
});
