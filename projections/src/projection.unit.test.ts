import { assertValidProjection, physicalTables } from './projection';
import { staffProjection } from './staff';

describe('a projection definition', () => {
  it('keeps each version in its own tables', () => {
    expect(physicalTables(staffProjection, 2)).toEqual({
      officials: 'officials_v2',
      operators: 'operators_v2',
    });
  });

  it('is refused when a name could not be spliced into SQL safely', () => {
    expect(() => assertValidProjection({ ...staffProjection, tables: ['officials; DROP'] as never })).toThrow(
      'invalid table name',
    );
    expect(() => assertValidProjection({ ...staffProjection, name: 'Staff' })).toThrow(
      'invalid projection name',
    );
    expect(() => assertValidProjection({ ...staffProjection, version: 0 })).toThrow('positive integer');
  });
});
