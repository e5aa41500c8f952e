import type { Request } from 'express';
import { financialYearAt, idsOf, listPageOf } from './requests';

const requestWith = (query: Record<string, string>) => ({ query }) as unknown as Request;

describe('the financial year of an instant, in India', () => {
  it('turns on 1 April at midnight IST, not UTC', () => {
    expect(financialYearAt(Date.parse('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearAt(Date.parse('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearAt(Date.parse('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});

describe('list query fields', () => {
  it('default to page 1 of 10 and cap the limit at 100', () => {
    expect(listPageOf(requestWith({}))).toEqual({ page: 1, limit: 10, sort: undefined, order: 'ASC' });
    expect(listPageOf(requestWith({ page: '3', limit: '500', sort: 'name', order: 'desc' }))).toEqual({
      page: 3,
      limit: 100,
      sort: 'name',
      order: 'DESC',
    });
  });

  it('refuse a page that is not a whole number of at least 1', () => {
    expect(() => listPageOf(requestWith({ page: '0' }))).toThrow('page must be a whole number of at least 1');
    expect(() => listPageOf(requestWith({ limit: '2.5' }))).toThrow(
      'limit must be a whole number of at least 1',
    );
  });

  it("read react-admin's id and ids", () => {
    expect(idsOf(requestWith({ id: 'a' }))).toEqual(['a']);
    expect(idsOf(requestWith({ ids: 'a, b,,c' }))).toEqual(['a', 'b', 'c']);
    expect(idsOf(requestWith({}))).toBeUndefined();
  });
});
