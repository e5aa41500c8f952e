import { financialYearOfInstant, shiftFinancialYear } from './years';

describe('financial years', () => {
  it('start on 1 April in India', () => {
    expect(financialYearOfInstant(Date.parse('2025-03-31T18:29:59Z'))).toBe('2024-25'); // 23:59:59 IST, 31 March
    expect(financialYearOfInstant(Date.parse('2025-03-31T18:30:00Z'))).toBe('2025-26'); // 00:00 IST, 1 April
    expect(financialYearOfInstant(Date.parse('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
  it('shift by whole years', () => {
    expect([shiftFinancialYear('2025-26', -1), shiftFinancialYear('2025-26', 1)]).toEqual([
      '2024-25',
      '2026-27',
    ]);
  });
});
