import { z } from 'zod';
import { errorsOf, parsed } from '../testing/expectSchema';
import {
  FINANCIAL_YEAR_MESSAGE,
  MOBILE_MESSAGES,
  email,
  mobile,
  optionalBoolean,
  optionalFinancialYear,
  optionalNumber,
  optionalText,
  requiredBoolean,
  requiredFinancialYear,
  requiredId,
  requiredNumber,
  requiredText,
} from './common';

const form = z.object({
  name: requiredText('Name is required'),
  note: optionalText(),
  mobile: mobile(MOBILE_MESSAGES.notValid, 'Mobile number is required'),
  altMobile: mobile(MOBILE_MESSAGES.indian),
  payerMobile: mobile(MOBILE_MESSAGES.payer),
  email: email(),
  count: optionalNumber('Count'),
  total: requiredNumber('Total', (n) => n.positive('Total must be more than 0')),
  flag: requiredBoolean('Select a flag'),
  other: optionalBoolean(),
  zoneId: requiredId('Zone is required'),
  year: optionalFinancialYear(),
});
const valid = { name: 'Ram', mobile: '9876543210', total: 1, flag: true, zoneId: 'z1' };

describe('text fields', () => {
  it('accepts a trimmed text', () => {
    expect(parsed(form, valid).name).toBe('Ram');
  });
  it('rejects a trailing space with "Can\'t contain trailing spaces"', () => {
    expect(errorsOf(form, { ...valid, name: 'Ram ' }).name).toBe("Can't contain trailing spaces");
  });
  it('rejects a leading space with the same message, as a strict trim does', () => {
    expect(errorsOf(form, { ...valid, name: ' Ram' }).name).toBe("Can't contain trailing spaces");
  });
  it('rejects a trailing space in an optional text too', () => {
    expect(errorsOf(form, { ...valid, note: 'late ' }).note).toBe("Can't contain trailing spaces");
  });
  it('reports an empty required text with its required message', () => {
    expect(errorsOf(form, { ...valid, name: '' }).name).toBe('Name is required');
  });
  it('reports a missing or null required text with its required message', () => {
    expect(errorsOf(form, { ...valid, name: undefined }).name).toBe('Name is required');
    expect(errorsOf(form, { ...valid, name: null }).name).toBe('Name is required');
  });
  it('accepts an empty or null optional text', () => {
    expect(errorsOf(form, { ...valid, note: '' })).toEqual({});
    expect(errorsOf(form, { ...valid, note: null })).toEqual({});
  });
  it('accepts a numeric id and keeps it as text', () => {
    expect(parsed(form, { ...valid, zoneId: 7 }).zoneId).toBe('7');
  });
});

describe('mobile numbers', () => {
  it.each(['9876543210', '6000000000', '+919876543210', '09876543210'])('accepts %s', (number) => {
    expect(errorsOf(form, { ...valid, mobile: number })).toEqual({});
  });
  it.each(['5876543210', '987654321', '98765432100', '+91 98765 4321', '919876543210', 'abcdefghij'])(
    'rejects %s with "Mobile number is not valid"',
    (number) => {
      expect(errorsOf(form, { ...valid, mobile: number }).mobile).toBe('Mobile number is not valid');
    },
  );
  it.each([
    ['+91 98391 11222', '+919839111222'],
    ['98391-11222', '9839111222'],
    [' 0 98391 11222 ', '09839111222'],
    ['+91-98391-11222', '+919839111222'],
  ])('accepts %s as people write it and passes it on as %s (issue 12)', (typed, normal) => {
    expect(errorsOf(form, { ...valid, mobile: typed, altMobile: typed, payerMobile: typed })).toEqual({});
    expect(parsed(form, { ...valid, mobile: typed, altMobile: typed })).toMatchObject({
      mobile: normal,
      altMobile: normal,
    });
  });
  it('rejects an invalid number with "Mobile number must be a valid Indian number" where that builder is used', () => {
    expect(errorsOf(form, { ...valid, altMobile: '12345' }).altMobile).toBe(
      'Mobile number must be a valid Indian number',
    );
  });
  it('rejects an invalid payer number with "Mobile number is not valid, it should be of 10 numbers only"', () => {
    expect(errorsOf(form, { ...valid, payerMobile: '12345' }).payerMobile).toBe(
      'Mobile number is not valid, it should be of 10 numbers only',
    );
  });
  it('reports a missing required mobile with its required message', () => {
    expect(errorsOf(form, { ...valid, mobile: '' }).mobile).toBe('Mobile number is required');
  });
  it('accepts an empty optional mobile', () => {
    expect(errorsOf(form, { ...valid, altMobile: '' })).toEqual({});
  });
});

describe('email', () => {
  it('accepts a valid address', () => {
    expect(errorsOf(form, { ...valid, email: 'ram@nagarnigam.in' })).toEqual({});
  });
  it('rejects an invalid address with "Invalid email address"', () => {
    expect(errorsOf(form, { ...valid, email: 'ram@' }).email).toBe('Invalid email address');
  });
});

describe('numbers and choices from forms and multipart bodies', () => {
  it('reads numeric text as a number', () => {
    expect(parsed(form, { ...valid, total: '12.5', count: '3' })).toMatchObject({ total: 12.5, count: 3 });
  });
  it('reports an empty required number as required', () => {
    expect(errorsOf(form, { ...valid, total: '' }).total).toBe('Total is required');
  });
  it('reports text that is not a number', () => {
    expect(errorsOf(form, { ...valid, total: 'ten' }).total).toBe('Total must be a number');
  });
  it('applies the number rules', () => {
    expect(errorsOf(form, { ...valid, total: 0 }).total).toBe('Total must be more than 0');
  });
  it('reads "true" and "false" as choices', () => {
    expect(parsed(form, { ...valid, flag: 'false', other: 'true' })).toMatchObject({
      flag: false,
      other: true,
    });
  });
  it('reports an unselected required choice with its message', () => {
    expect(errorsOf(form, { ...valid, flag: undefined }).flag).toBe('Select a flag');
  });
});

describe('financial years', () => {
  it('accepts 2025-26', () => {
    expect(errorsOf(form, { ...valid, year: '2025-26' })).toEqual({});
    expect(errorsOf(requiredFinancialYear('Year is required'), '1999-00')).toEqual({});
  });
  it.each(['2025-2026', '2025-27', '25-26'])('rejects %s', (year) => {
    expect(errorsOf(form, { ...valid, year }).year).toBe(FINANCIAL_YEAR_MESSAGE);
  });
});
