import { formatDateTime, formatDay, formatMonth } from './dates';

describe('dates for people', () => {
  it('writes a calendar day as DD-MM-YYYY whatever the time zone', () => {
    expect(formatDay('2026-11-26')).toBe('26-11-2026');
    expect(formatDateTime('2026-11-26')).toBe('26-11-2026');
    expect(formatMonth('2026-04')).toBe('04-2026');
  });

  it("writes a moment as India's day and time, across India's midnight", () => {
    // 18:29:59 UTC is 23:59 IST on the same day; 18:30 UTC is 00:00 IST the next day.
    expect(formatDay('2026-03-31T18:29:59.999Z')).toBe('31-03-2026');
    expect(formatDateTime('2026-03-31T18:29:59.999Z')).toBe('31-03-2026 23:59');
    expect(formatDay('2026-03-31T18:30:00.000Z')).toBe('01-04-2026');
    expect(formatDateTime('2026-03-31T18:30:00.000Z')).toBe('01-04-2026 00:00');
    expect(formatDateTime('2026-11-26T08:04:50.928Z')).toBe('26-11-2026 13:34');
    expect(formatDateTime(Date.parse('2026-12-31T18:30:00Z'))).toBe('01-01-2027 00:00');
    expect(formatDay(new Date('2027-02-28T19:00:00Z'))).toBe('01-03-2027');
  });

  it('leaves what is no date as it is and shows nothing for no value', () => {
    expect(formatDay('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
    expect(formatDay(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
