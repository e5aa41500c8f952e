import { errorsOf, parsed } from '../testing/expectSchema';
import { discountAddSchema, discountEditSchema } from './discount';

const discount = {
  billingPeriod: '2025-07-31',
  status: true,
  discountPercentage: 10,
  periodDescription: 'Paid by 31 July',
  additionDiscountCriteria: [{ criteria: 'online', discountPercentage: 5 }],
};

describe.each([
  ['add', discountAddSchema],
  ['edit', discountEditSchema],
] as const)('discount %s form', (_variant, schema) => {
  it('accepts a discount with a criterion', () => {
    expect(parsed(schema, discount)).toEqual(discount);
  });
  it.each([
    ['billingPeriod', 'Billing period is required'],
    ['periodDescription', 'Period description is required'],
    ['discountPercentage', 'Discount percentage is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(schema, { ...discount, [field]: '' })[field]).toBe(message);
  });
  it.each(['31 July', '2025-02-30', '2025-7-31'])(
    'refuses the billing period %s, which is not a date',
    (billingPeriod) => {
      expect(errorsOf(schema, { ...discount, billingPeriod }).billingPeriod).toBe(
        'Billing period must be a date (YYYY-MM-DD)',
      );
    },
  );
  it('rejects a negative percentage', () => {
    expect(errorsOf(schema, { ...discount, discountPercentage: -1 }).discountPercentage).toBe(
      'Discount percentage can not be negative',
    );
  });
  it.each([-1, 101])('rejects a criterion percentage of %s', (percentage) => {
    const criteria = [{ criteria: 'online', discountPercentage: percentage }];
    expect(Object.keys(errorsOf(schema, { ...discount, additionDiscountCriteria: criteria }))).toEqual([
      'additionDiscountCriteria.0.discountPercentage',
    ]);
  });
});

describe('discount bounds', () => {
  it('caps the main percentage at 100 when adding', () => {
    expect(errorsOf(discountAddSchema, { ...discount, discountPercentage: 101 }).discountPercentage).toBe(
      'Discount percentage can not be more than 100',
    );
  });
  it('accepts 100 when adding', () => {
    expect(errorsOf(discountAddSchema, { ...discount, discountPercentage: 100 })).toEqual({});
  });
  it('has no upper bound on the main percentage when editing', () => {
    expect(errorsOf(discountEditSchema, { ...discount, discountPercentage: 150 })).toEqual({});
  });
  it('caps a criterion percentage at 100 when editing', () => {
    const criteria = [{ criteria: 'online', discountPercentage: 101 }];
    expect(errorsOf(discountEditSchema, { ...discount, additionDiscountCriteria: criteria })).toEqual({
      'additionDiscountCriteria.0.discountPercentage': 'Discount percentage can not be more than 100',
    });
  });
});
