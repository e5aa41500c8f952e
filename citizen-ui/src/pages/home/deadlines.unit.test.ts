import type { Discount } from './api';
import { yearDeadlines } from './deadlines';

const discount = (id: string, billingPeriod: string, discountPercentage: number): Discount => ({
  id,
  billingPeriod,
  periodDescription: '',
  status: true,
  discountPercentage,
  additionDiscountCriteria: [],
});
const at = (dateTime: string) => Date.parse(`${dateTime}+05:30`);

describe("the financial year's deadlines", () => {
  it('run from 1 April to 31 March, with interest from the next 1 April', () => {
    const year = yearDeadlines([], at('2027-03-31T12:00:00'));
    expect(year).toEqual({
      today: '2027-03-31',
      financialYear: '2026-27',
      periods: [],
      onOffer: null,
      next: null,
      dueDate: '2027-03-31',
      interestFrom: '2027-04-01',
    });
    expect(yearDeadlines([], at('2027-04-01T00:00:00')).financialYear).toBe('2027-28');
  });

  it("leave out other years' periods and offer the first by id of two periods ending the same day, as the server does", () => {
    const year = yearDeadlines(
      [
        discount('b', '2026-12-31', 4),
        discount('a', '2026-12-31', 5),
        discount('next-year', '2027-07-31', 10),
        discount('last-year', '2026-03-31', 2),
      ],
      at('2026-10-01T10:00:00'),
    );
    expect(year.periods.map((period) => period.percentage)).toEqual([5, 4]);
    expect(year.onOffer?.percentage).toBe(5);
    expect(year.next).toBeNull();
  });
});
