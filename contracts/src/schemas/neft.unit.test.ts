import { errorsOf, parsed } from '../testing/expectSchema';
import { neftPaymentSchema, payerContactSchema } from './neft';

const neft = {
  payerName: 'Ram Prasad',
  payerMobile: '9876543210',
  refId: 'UTR123456',
  debitAccountNo: '001122334455',
  ifscCode: 'HDFC0000123',
  transactionType: 'NEFT',
  paymentType: 'full',
  amount: 0,
};

describe('NEFT payment form', () => {
  it('accepts an amount of 0', () => {
    expect(parsed(neftPaymentSchema, neft)).toEqual(neft);
  });
  it.each([
    ['payerName', 'Payer name is required'],
    ['payerMobile', 'Mobile number is required'],
    ['refId', 'Reference ID is required'],
    ['debitAccountNo', 'Debit account number is required'],
    ['transactionType', 'Transaction type is required'],
    ['paymentType', 'Payment type is required'],
    ['amount', 'Amount is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(neftPaymentSchema, { ...neft, [field]: '' })[field]).toBe(message);
  });
  it('rejects a negative amount', () => {
    expect(errorsOf(neftPaymentSchema, { ...neft, amount: -1 }).amount).toBe('Amount can not be negative');
  });
  it('rejects an invalid payer mobile with the payer wording', () => {
    expect(errorsOf(neftPaymentSchema, { ...neft, payerMobile: '98765' }).payerMobile).toBe(
      'Mobile number is not valid, it should be of 10 numbers only',
    );
  });
  it('accepts a missing IFSC code but not a malformed one', () => {
    expect(errorsOf(neftPaymentSchema, { ...neft, ifscCode: '' })).toEqual({});
    expect(errorsOf(neftPaymentSchema, { ...neft, ifscCode: 'HDFC1000123' }).ifscCode).toBe(
      'IFSC code is not valid',
    );
  });
});

describe('payer contact form', () => {
  const contact = { firstname: 'Ram', phone: '+919876543210', email: 'ram@example.com', type: 'whatsapp' };
  it('accepts a contact', () => {
    expect(parsed(payerContactSchema, contact)).toEqual(contact);
  });
  it('rejects an invalid phone with "Mobile number is not valid, it should be of 10 numbers only"', () => {
    expect(errorsOf(payerContactSchema, { ...contact, phone: '12345' }).phone).toBe(
      'Mobile number is not valid, it should be of 10 numbers only',
    );
  });
  it('rejects an invalid email with "Invalid email address"', () => {
    expect(errorsOf(payerContactSchema, { ...contact, email: 'ram' }).email).toBe('Invalid email address');
  });
  it.each([
    ['firstname', 'First name is required'],
    ['phone', 'Mobile number is required'],
    ['type', 'Type is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(payerContactSchema, { ...contact, [field]: '' })[field]).toBe(message);
  });
});
