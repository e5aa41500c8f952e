import { z } from 'zod';
import { MAX_INPUT_NUMBER, rupeesToPaise } from '../money';
import { errorsOf } from '../testing/expectSchema';
import { optionalNumber, requiredNumber, rupees } from './numbers';
import { paymentEntrySchema } from './paymentEntry';

const form = z.object({
  area: requiredNumber('Area'),
  oldArv: optionalNumber('Old ARV'),
  paid: rupees('Paid amount', (n) => n.positive()),
});

describe('form numbers are bounded whatever their field asks', () => {
  it.each([1e20, '1e20', MAX_INPUT_NUMBER * 10])('refuses %s as too large on every kind of field', (n) => {
    expect(errorsOf(form, { area: n, oldArv: n, paid: n })).toEqual({
      area: 'Area is too large',
      oldArv: 'Old ARV is too large',
      paid: 'Paid amount is too large',
    });
  });

  it('refuses -1e20 where a field sets no lower bound, and keeps a bound a field sets itself', () => {
    expect(errorsOf(form, { area: -1e20, paid: 5 })).toEqual({ area: 'Area is too large' });
    const limit = z.object({ limit: requiredNumber('Limit', (n) => n.max(Number.MAX_SAFE_INTEGER)) });
    expect(errorsOf(limit, { limit: Number.MAX_SAFE_INTEGER })).toEqual({});
  });

  it('accepts the bound itself, and its paise are a safe integer', () => {
    expect(errorsOf(form, { area: MAX_INPUT_NUMBER, paid: MAX_INPUT_NUMBER })).toEqual({});
    expect(Number.isSafeInteger(rupeesToPaise(MAX_INPUT_NUMBER))).toBe(true);
  });

  it('refuses a counter payment of 1e20 rupees as a field error (it used to pass and throw in the conversion)', () => {
    const entry = { transactionType: 'Cash', type: 'full', paidAmount: 1e20 };
    expect(errorsOf(paymentEntrySchema, entry).paidAmount).toBe('Paid amount is too large');
  });
});
