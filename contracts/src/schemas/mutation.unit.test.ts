import { errorsOf, parsed } from '../testing/expectSchema';
import { jalkalDecisionSchema } from './jalkal';
import { mutationApproveSchema, mutationSchema } from './mutation';

const mutation = {
  ownerName: 'Sita Devi',
  husbandName: 'Ram Prasad',
  mobileNumber: '9876543210',
  houseNumber: '12',
};

describe('mutation request', () => {
  it('accepts a new owner with a husband name', () => {
    expect(parsed(mutationSchema, mutation)).toEqual(mutation);
  });
  it('requires the owner name', () => {
    expect(errorsOf(mutationSchema, { ...mutation, ownerName: '' }).ownerName).toBe('Owner name is required');
  });
  it('requires a father or husband name', () => {
    expect(errorsOf(mutationSchema, { ...mutation, husbandName: '' })).toEqual({
      fatherName: 'Father name is required when husband name is empty',
      husbandName: 'Husband name is required when father name is empty',
    });
  });
  it('rejects an invalid mobile with "Mobile number is not valid"', () => {
    expect(errorsOf(mutationSchema, { ...mutation, mobileNumber: '123' }).mobileNumber).toBe(
      'Mobile number is not valid',
    );
  });
  it('rejects a PTIN of 5 characters', () => {
    expect(errorsOf(mutationSchema, { ...mutation, PTINNo: 'PT123' }).PTINNo).toBe(
      'PTIN number must be at least 6 characters',
    );
  });
});

describe('mutation approval', () => {
  it('accepts userId and remarks', () => {
    expect(errorsOf(mutationApproveSchema, { userId: 'u1', remarks: 'Documents verified' })).toEqual({});
  });
  it('requires userId and remarks', () => {
    expect(errorsOf(mutationApproveSchema, {})).toEqual({
      userId: 'User ID is required',
      remarks: 'Remarks are required',
    });
  });
  it('rejects remarks of 4 characters', () => {
    expect(errorsOf(mutationApproveSchema, { userId: 'u1', remarks: 'okay' }).remarks).toBe(
      'Remarks must be at least 5 characters',
    );
  });
});

describe('jalkal approve / reject', () => {
  it('accepts userId and comment', () => {
    expect(errorsOf(jalkalDecisionSchema, { userId: 'u1', comment: 'ok' })).toEqual({});
  });
  it('requires userId and comment', () => {
    expect(errorsOf(jalkalDecisionSchema, { userId: '', comment: '' })).toEqual({
      userId: 'User ID is required',
      comment: 'Comment is required',
    });
  });
});
