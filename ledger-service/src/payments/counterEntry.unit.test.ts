import { composePropertyUniqueId } from '@ptax/contracts';
import { HttpError } from '../http/errors';
import { readCounterPayment } from './counterEntry';

const propertyUniqueId = composePropertyUniqueId({ zoneNo: 1, wardNo: 2, mohallaCode: 3, serial: 4 });
const read = (fields: Record<string, unknown>) =>
  readCounterPayment({ propertyUniqueId, type: 'Property Tax', ...fields }, '2026-11-28');

function refusal(fields: Record<string, unknown>): HttpError {
  try {
    read(fields);
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('the form was accepted');
}

describe('the counter payment form', () => {
  it('reads rupees into paise once, and the mode whatever the case of its name', () => {
    expect(read({ transactionType: 'cash', paidAmount: '1250.75', payerName: 'Sunita Devi' })).toEqual({
      propertyUniqueId,
      mode: 'cash',
      amountPaise: 125_075,
      paymentType: 'Property Tax',
      payerName: 'Sunita Devi',
      needsApproval: false,
    });
  });

  it('marks a cheque as waiting for clearing and keeps its instrument', () => {
    const cheque = read({
      transactionType: 'Cheque',
      paidAmount: 10,
      chequeNo: '000451',
      issuerName: 'Ramesh Kumar',
      ifscCode: 'SBIN0001234',
      instrumentDate: '2026-11-02',
    });
    expect(cheque).toMatchObject({
      mode: 'cheque',
      needsApproval: true,
      instrument: {
        chequeNo: '000451',
        issuerName: 'Ramesh Kumar',
        ifscCode: 'SBIN0001234',
        instrumentDate: '2026-11-02',
      },
    });
  });

  it('reports every wrong field at once, with the spec messages', () => {
    const error = refusal({ transactionType: 'Cheque', paidAmount: -1, payerMobile: '12345' });
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      paidAmount: 'Paid amount must be more than 0',
      chequeNo: 'Cheque number is required',
      issuerName: 'Issuer name is required',
      ifscCode: 'IFSC code is required',
      instrumentDate: 'Cheque date is required',
      payerMobile: 'Mobile number is not valid, it should be of 10 numbers only',
    });
  });

  it('needs the terminal approval code of a POS payment, and refuses modes with calls of their own', () => {
    expect(refusal({ transactionType: 'POS', paidAmount: 5 }).errors).toEqual({
      refId: 'Reference ID is required',
    });
    expect(refusal({ transactionType: 'Online', paidAmount: 5 }).message).toBe(
      'Transaction type must be Cash, Cheque, DD or POS',
    );
  });
});
