import { collectionMonthSchema, collectionReportFiltersSchema, COLLECTION_MESSAGES } from './collections';
import { fieldErrors } from './fieldErrors';

const errorsOf = (input: object) => {
  const result = collectionReportFiltersSchema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
};

describe('the collection reports’ filters', () => {
  it('reads modes by code or by the name the screens show, several at once', () => {
    expect(collectionReportFiltersSchema.parse({ mode: 'Cash, DD,pos' }).mode).toEqual(['cash', 'dd', 'pos']);
    expect(collectionReportFiltersSchema.parse({ zoneId: ' ', financialYear: '' })).toEqual({
      zoneId: undefined,
      wardId: undefined,
      mohallaId: undefined,
      startDate: undefined,
      endDate: undefined,
      financialYear: undefined,
      mode: undefined,
    });
  });

  it('names the field of a wrong value instead of throwing', () => {
    expect(errorsOf({ startDate: '15-09-2026' })).toEqual({
      startDate: 'Date must be written like 2026-11-22',
    });
    expect(errorsOf({ endDate: '2026-02-30' })).toEqual({ endDate: 'Date must be written like 2026-11-22' });
    expect(errorsOf({ startDate: '2026-09-15', endDate: '2026-09-14' })).toEqual({
      endDate: COLLECTION_MESSAGES.endBeforeStart,
    });
    expect(errorsOf({ mode: 'Cash,Bitcoin' })).toEqual({ mode: COLLECTION_MESSAGES.mode });
    expect(errorsOf({ financialYear: '2026-28' })).toEqual({
      financialYear: 'Financial year must be written like 2025-26',
    });
  });

  it('takes a month written YYYY-MM', () => {
    expect(collectionMonthSchema.parse({ month: '2027-02' }).month).toBe('2027-02');
    expect(collectionMonthSchema.safeParse({ month: '2027-2' }).success).toBe(false);
  });
});
