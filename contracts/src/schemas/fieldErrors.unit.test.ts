import { z } from 'zod';
import { fieldErrors, validationErrorBody } from './fieldErrors';

const schema = z.object({
  name: z.string().min(1, 'Name is required').min(3, 'Name is too short'),
  rates: z.object({ kachha: z.number({ error: 'Kachha rate is required' }) }),
  items: z.array(z.string().min(1, 'Item can not be empty')),
});
const failure = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

describe('fieldErrors', () => {
  it('keeps the first message of a field', () => {
    expect(fieldErrors(failure({ name: '', rates: { kachha: 1 }, items: [] }))).toEqual({
      name: 'Name is required',
    });
  });
  it('dots nested paths', () => {
    expect(fieldErrors(failure({ name: 'Ram', rates: {}, items: ['a', ''] }))).toEqual({
      'rates.kachha': 'Kachha rate is required',
      'items.1': 'Item can not be empty',
    });
  });
  it('puts a whole-form issue under "root"', () => {
    const refined = z.object({}).refine(() => false, 'Form is wrong');
    const result = refined.safeParse({});
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ root: 'Form is wrong' });
  });
});

describe('validationErrorBody', () => {
  it('answers 400 with the first message and every field message', () => {
    expect(validationErrorBody(failure({ name: 'Ra', rates: {}, items: [] }))).toEqual({
      status: 400,
      message: 'Name is too short',
      errors: { name: 'Name is too short', 'rates.kachha': 'Kachha rate is required' },
    });
  });
});
