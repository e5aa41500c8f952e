import { given } from '../eventsourcing/givenWhenThen';
import { discountDecider } from './decide';
import { billingPeriodOf } from './seed';

const at = '2025-04-01T10:00:00.000Z';
const input = {
  billingPeriod: '2025-07-31',
  periodDescription: 'Paid by 31 July 2025',
  discountPercentage: 10,
  additionDiscountCriteria: [{ criteria: 'Online payment', discountPercentage: 1 }],
};
const terms = { discountId: 'd1', ...input, status: true };
const added = { type: 'DiscountAdded', version: 1, data: { ...terms, addedAt: at } };

describe('the discount master', () => {
  it('adds a discount that applies unless switched off', () => {
    given(discountDecider, []).when({ type: 'AddDiscount', discountId: 'd1', input, at }).then([added]);
  });

  it('keeps the status and criteria an edit leaves out', () => {
    given(discountDecider, [added])
      .when({
        type: 'EditDiscount',
        discountId: 'd1',
        input: { ...input, discountPercentage: 12, additionDiscountCriteria: undefined },
        at,
      })
      .then([
        { type: 'DiscountEdited', version: 1, data: { ...terms, discountPercentage: 12, editedAt: at } },
      ]);
  });

  it('records nothing for an unchanged edit and refuses an unknown discount', () => {
    given(discountDecider, [added]).when({ type: 'EditDiscount', discountId: 'd1', input, at }).then([]);
    given(discountDecider, [])
      .when({ type: 'EditDiscount', discountId: 'd1', input, at })
      .thenThrows('Discount not found');
  });
});

describe('billingPeriodOf', () => {
  it('places a rebate period in the calendar year of its financial year', () => {
    expect(billingPeriodOf('2025-26', '07-31')).toBe('2025-07-31');
    expect(billingPeriodOf('2025-26', '12-31')).toBe('2025-12-31');
    expect(billingPeriodOf('2025-26', '02-15')).toBe('2026-02-15');
  });
});
