import { jsonDifferences } from './jsonDiff';

describe('jsonDifferences', () => {
  it('names each differing leaf by its path, whatever the key order', () => {
    const replayed = {
      years: { '2025-26': { demand: { house: 100, water: 5 } } },
      advancePaise: 0,
      noteNumbers: ['DN-1'],
    };
    const stored = {
      advancePaise: 0,
      noteNumbers: ['DN-1', 'DN-2'],
      years: { '2025-26': { demand: { water: 5, house: 90 } } },
    };
    expect(jsonDifferences(replayed, stored)).toEqual([
      { path: 'years.2025-26.demand.house', replayed: 100, readModel: 90 },
      { path: 'noteNumbers.1', replayed: null, readModel: 'DN-2' },
    ]);
  });

  it('finds nothing in equal values and reports a missing side as null', () => {
    expect(jsonDifferences({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
    expect(jsonDifferences({ a: 1 }, null)).toEqual([{ path: '', replayed: { a: 1 }, readModel: null }]);
  });

  it('stops at the limit', () => {
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]));
    expect(jsonDifferences(many, {}, 10)).toHaveLength(10);
  });
});
