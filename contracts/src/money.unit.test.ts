import { paiseToRupees, rupeesToPaise } from './money';

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.29, 29],
    [1500.25, 150025],
    [1234567.89, 123456789],
  ])('turns %s rupees into %s paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });
  it('refuses fractions of a paisa', () => {
    expect(() => rupeesToPaise(1.005)).toThrow('1.005 is not a whole number of paise');
  });
  it('refuses what is not a number', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });
});

describe('paiseToRupees', () => {
  it('turns paise into rupees', () => {
    expect(paiseToRupees(150025)).toBe(1500.25);
  });
  it('refuses fractions of a paisa', () => {
    expect(() => paiseToRupees(10.5)).toThrow(RangeError);
  });
});
