import { errorsOf } from '../testing/expectSchema';
import { drcrNoteSchema } from './drcrNote';

// The debit / credit note form, shared by the server and the back office.

const valid = {
  kind: 'debit',
  financialYear: '2025-26',
  houseTax: 100,
  waterTax: 0,
  sewerTax: 0,
  reason: 'Area measured again',
};
const errors = (change: object) =>
  errorsOf(drcrNoteSchema.omit({ propertyUniqueId: true }), { ...valid, ...change });

describe('drcrNoteSchema', () => {
  it('takes a valid note', () => {
    expect(errors({})).toEqual({});
  });

  it('refuses a kind other than debit or credit', () => {
    expect(errors({ kind: 'refund' })).toEqual({ kind: 'Note type must be debit or credit' });
  });

  it('refuses a negative tax with the spec message', () => {
    expect(errors({ waterTax: -1 })).toEqual({ waterTax: 'Tax can not be negative' });
  });

  it('needs a reason of at least 5 characters', () => {
    expect(Object.keys(errors({ reason: 'abc' }))).toEqual(['reason']);
  });
});
