import { errorsOf, parsed } from '../testing/expectSchema';
import { wardRenameSchema, wardSchema } from './ward';
import { zoneSchema } from './zone';

describe('ward form', () => {
  const ward = { city_id: 'city-1', zone_id: 'zone-1', ward_no: 1, ward_fullname: 'Hazratganj' };
  it('accepts ward number 1', () => {
    expect(parsed(wardSchema, ward)).toEqual(ward);
  });
  it.each([
    ['city_id', 'City is required'],
    ['zone_id', 'Zone is required'],
    ['ward_no', 'Ward number is required'],
    ['ward_fullname', 'Ward name is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(wardSchema, { ...ward, [field]: '' })[field]).toBe(message);
  });
  it('rejects ward number 0', () => {
    expect(errorsOf(wardSchema, { ...ward, ward_no: 0 }).ward_no).toBe('Ward number must be at least 1');
  });
});

describe('ward rename', () => {
  it('accepts a new name', () => {
    expect(errorsOf(wardRenameSchema, { existingName: 'Ward A', updatedName: 'Ward B' })).toEqual({});
  });
  it('rejects a new name equal to the old', () => {
    expect(errorsOf(wardRenameSchema, { existingName: 'Ward A', updatedName: 'Ward A' })).toEqual({
      updatedName: 'New ward name must be different from the old name',
    });
  });
  it('requires both names', () => {
    expect(errorsOf(wardRenameSchema, {})).toEqual({
      existingName: 'Existing ward name is required',
      updatedName: 'New ward name is required',
    });
  });
});

describe('zone form', () => {
  it('accepts zone number 1', () => {
    expect(parsed(zoneSchema, { city_id: 'city-1', zone_no: '1' })).toEqual({
      city_id: 'city-1',
      zone_no: 1,
    });
  });
  it('rejects zone number 0', () => {
    expect(errorsOf(zoneSchema, { city_id: 'city-1', zone_no: 0 }).zone_no).toBe(
      'Zone number must be at least 1',
    );
  });
  it('requires the zone number', () => {
    expect(errorsOf(zoneSchema, { city_id: 'city-1' }).zone_no).toBe('Zone number is required');
  });
});
