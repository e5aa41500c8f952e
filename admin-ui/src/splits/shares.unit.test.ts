import { emptyChild, problemOf, remainsOf, requestOf, type ChildInput } from './shares';

const source = {
  plotArea: 1200,
  floors: [
    { propertyPremiseId: 'g', floorNumber: 0, rentType: 'self', rentUsage: 'residential', areaSqft: 850 },
    { propertyPremiseId: 'f', floorNumber: 1, rentType: 'rented', rentUsage: 'residential', areaSqft: 600 },
  ],
};

describe('the split form figures', () => {
  it('leaves with the property what the new properties do not take, to the hundredth', () => {
    const children: ChildInput[] = [
      { plotArea: '400', floors: { f: '600' } },
      { plotArea: '100.25', floors: { g: '0.5' } },
    ];
    expect(remainsOf(source, children)).toEqual({ plot: 69_975, floors: { g: 84_950, f: 0 } });
    expect(problemOf(source, children)).toBeNull();
    expect(requestOf(source, children)).toEqual({
      parent: { plotArea: 699.75, floors: [{ propertyPremiseId: 'g', areaSqft: 849.5 }] },
      children: [
        { plotArea: 400, floors: [{ propertyPremiseId: 'f', areaSqft: 600 }] },
        { plotArea: 100.25, floors: [{ propertyPremiseId: 'g', areaSqft: 0.5 }] },
      ],
    });
  });

  it('says what keeps the split from being previewed', () => {
    expect(problemOf(source, [{ plotArea: '12.345', floors: {} }])).toBe('invalidArea');
    expect(problemOf(source, [{ plotArea: '-1', floors: {} }])).toBe('invalidArea');
    expect(problemOf(source, [{ plotArea: '1200.01', floors: {} }])).toBe('tooMuch');
    expect(problemOf(source, [{ plotArea: '400', floors: { f: '700' } }])).toBe('tooMuch');
    expect(problemOf(source, [emptyChild()])).toBe('emptyPart');
    expect(problemOf(source, [{ plotArea: '1200', floors: { g: '850', f: '600' } }])).toBe('emptyPart');
  });
});
