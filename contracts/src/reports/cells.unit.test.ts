import { cellSheetValue, cellText } from './cells';
import { column } from './table';

const row = {
  name: 'Aminabad',
  amountPaise: 12_345_678_90,
  receipts: 123456,
  day: '2026-04-01',
  paidAt: '2026-03-31T20:00:00.000Z',
  month: '2026-11',
  byHead: { house: 150 },
  years: ['2024-25', '2025-26'],
  share: 12.345,
};

describe('report cells', () => {
  it('prints money in rupees with Indian grouping, counts grouped, percentages to one place', () => {
    expect(cellText(row, column('amountPaise', 'A', 'अ', 'paise'))).toBe('₹1,23,45,678.90');
    expect(cellText(row, column('byHead.house', 'A', 'अ', 'paise'))).toBe('₹1.50');
    expect(cellText(row, column('receipts', 'A', 'अ', 'count'))).toBe('1,23,456');
    expect(cellText(row, column('share', 'A', 'अ', 'percent'))).toBe('12.3%');
  });

  it("prints days as DD-MM-YYYY, a moment by India's day, months as MM-YYYY, lists joined", () => {
    expect(cellText(row, column('day', 'A', 'अ', 'date'))).toBe('01-04-2026');
    expect(cellText(row, column('paidAt', 'A', 'अ', 'date'))).toBe('01-04-2026');
    expect(cellText(row, column('month', 'A', 'अ', 'month'))).toBe('11-2026');
    expect(cellText(row, column('years', 'A', 'अ', 'text'))).toBe('2024-25, 2025-26');
    expect(cellText(row, column('missing.deep', 'A', 'अ', 'paise'))).toBe('');
  });

  it('keeps figures as numbers for a spreadsheet, money in rupees', () => {
    expect(cellSheetValue(row, column('amountPaise', 'A', 'अ', 'paise'))).toBe(12_345_678.9);
    expect(cellSheetValue(row, column('receipts', 'A', 'अ', 'count'))).toBe(123456);
    expect(cellSheetValue(row, column('day', 'A', 'अ', 'date'))).toBe('01-04-2026');
    expect(cellSheetValue(row, column('nothing', 'A', 'अ', 'text'))).toBeNull();
  });
});
