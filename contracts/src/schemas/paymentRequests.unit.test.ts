import { errorsOf, parsed } from '../testing/expectSchema';
import { cancelPaymentSchema, paymentShiftSchema } from './paymentRequests';

describe('payment shift', () => {
  const shift = {
    paidPUID: 'LKO-0001-0002-003',
    shiftPUID: 'LKO-0001-0002-004',
    requestedBy: 'Ram Prasad',
    reason: 'Paid for the wrong house',
  };
  it('accepts two property IDs, who asked and why', () => {
    expect(parsed(paymentShiftSchema, shift)).toEqual(shift);
  });
  it.each([
    ['paidPUID', 'Property ID the payment was made to is required'],
    ['shiftPUID', 'Property ID to shift the payment to is required'],
    ['requestedBy', 'Requested by is required'],
    ['reason', 'Reason for the shift is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(paymentShiftSchema, { ...shift, [field]: '' })[field]).toBe(message);
  });
  it('wants a reason of at least 5 characters', () => {
    expect(errorsOf(paymentShiftSchema, { ...shift, reason: 'oops' }).reason).toBe(
      'Reason must be at least 5 characters',
    );
  });
  it('refuses to shift a payment to the property it is on', () => {
    expect(errorsOf(paymentShiftSchema, { ...shift, shiftPUID: shift.paidPUID })).toEqual({
      shiftPUID: 'The payment is already on this property',
    });
  });
});

describe('cancel payment', () => {
  it('accepts a transaction id and remarks of 5 characters', () => {
    expect(parsed(cancelPaymentSchema, { txnID: 'TXN1', remarks: 'dup e' })).toEqual({
      txnID: 'TXN1',
      remarks: 'dup e',
    });
  });
  it('requires txnID', () => {
    expect(errorsOf(cancelPaymentSchema, { remarks: 'duplicate' }).txnID).toBe('Transaction ID is required');
  });
  it('requires remarks', () => {
    expect(errorsOf(cancelPaymentSchema, { txnID: 'TXN1', remarks: '' }).remarks).toBe(
      'Remarks are required',
    );
  });
  it('rejects remarks of 4 characters', () => {
    expect(errorsOf(cancelPaymentSchema, { txnID: 'TXN1', remarks: 'dupe' }).remarks).toBe(
      'Remarks must be at least 5 characters',
    );
  });
});
