import { rupees } from './money';

describe('rupees', () => {
  it('writes paise in Indian grouping with the rupee sign and always two decimals', () => {
    expect(rupees(123456700)).toBe('₹12,34,567.00');
    expect(rupees(5)).toBe('₹0.05');
  });

  it('puts the minus sign before the rupee sign for a credit', () => {
    expect(rupees(-5000)).toBe('−₹50.00');
  });
});
