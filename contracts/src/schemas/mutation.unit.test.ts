import { errorsOf, parsed } from '../testing/expectSchema';
import { jalkalDecisionSchema } from './jalkal';
import {
  mutationApproveSchema,
  mutationListFiltersSchema,
  mutationRejectSchema,
  mutationSchema,
} from './mutation';

const mutation = {
  propertyUniqueId: '01001001000000011',
  reason: 'sale',
  ownerName: 'Sita Devi',
  husbandName: 'Ram Prasad',
  mobileNumber: '9876543210',
  houseNumber: '12',
  deedNumber: 'REG/2026/1234',
  deedDate: '2026-05-02',
  documentValue: '1100000',
  marketValue: 1200000.5,
};

describe('mutation request', () => {
  it('accepts a new owner with a husband name, the deed and the two values in rupees', () => {
    expect(parsed(mutationSchema, mutation)).toMatchObject({
      ...mutation,
      documentValue: 1_100_000,
      marketValue: 1_200_000.5,
    });
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
  it('requires a reason from the list, the deed number and a real deed date', () => {
    expect(errorsOf(mutationSchema, { ...mutation, reason: '', deedNumber: '', deedDate: '' })).toEqual({
      reason: 'Reason of transfer is required',
      deedNumber: 'Deed number is required',
      deedDate: 'Deed date is required',
    });
    expect(errorsOf(mutationSchema, { ...mutation, reason: 'theft', deedDate: '2026-02-30' })).toEqual({
      reason: 'Choose a reason of transfer from the list',
      deedDate: 'Date must be written like 2026-11-22',
    });
  });
  it('requires both values, never negative, in whole paise', () => {
    expect(errorsOf(mutationSchema, { ...mutation, documentValue: '', marketValue: -1 })).toEqual({
      documentValue: 'Document value is required',
      marketValue: 'Value can not be negative',
    });
    expect(errorsOf(mutationSchema, { ...mutation, marketValue: 10.005 }).marketValue).toBe(
      'Amount can have at most two decimal places',
    );
  });
  it('requires the property ID', () => {
    expect(errorsOf(mutationSchema, { ...mutation, propertyUniqueId: '' }).propertyUniqueId).toBe(
      'Property ID is required',
    );
  });
});

describe('mutation approval and rejection', () => {
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
  it('requires remarks of at least 5 characters to reject', () => {
    expect(errorsOf(mutationRejectSchema, { remarks: 'no' }).remarks).toBe(
      'Remarks must be at least 5 characters',
    );
  });
});

describe('mutation list filters', () => {
  it('takes a status, the place and the requested range', () => {
    expect(
      parsed(mutationListFiltersSchema, { status: 'approved', zoneId: ' z1 ', startDate: '2026-04-01' }),
    ).toEqual({ status: 'approved', zoneId: 'z1', startDate: '2026-04-01' });
  });
  it('refuses an unknown status', () => {
    expect(errorsOf(mutationListFiltersSchema, { status: 'done' }).status).toBe(
      'Mutation status must be pending, approved or rejected',
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
