import { HttpError } from '../http/errors';
import { daysBetween } from './settlementDays';

describe('settlement date ranges', () => {
  it('lists every day between two dates, both included', () => {
    expect(daysBetween('2025-02-27', '2025-03-02')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });

  it('refuses days that do not exist, reversed ranges and ranges over 92 days with a 400', () => {
    for (const [from, to] of [
      ['2025-02-30', '2025-03-01'],
      ['2025-13-01', '2025-13-02'],
      ['01-04-2025', '2025-04-02'],
      ['2025-04-02', '2025-04-01'],
      ['2025-01-01', '2025-04-03'],
    ]) {
      expect(() => daysBetween(from, to)).toThrow(HttpError);
    }
  });
});
