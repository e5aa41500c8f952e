import { errorsOf, parsed } from '../testing/expectSchema';
import { floorSchema, floorWithPremiseIdSchema } from './floor';

const floor = {
  floorNumber: 0,
  rentType: 'self',
  rentUsage: 'residential',
  type: 'rcc_rbc',
  areaSqft: 850,
};

describe('floor form', () => {
  it('accepts a complete floor without a premise id', () => {
    expect(parsed(floorSchema, floor)).toEqual(floor);
  });
  it.each([
    ['floorNumber', 'Floor number is required'],
    ['rentType', 'Rent type is required'],
    ['rentUsage', 'Rent usage is required'],
    ['type', 'Floor type is required'],
    ['areaSqft', 'Area is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(floorSchema, { ...floor, [field]: '' })[field]).toBe(message);
  });
  it('requires a positive area', () => {
    expect(errorsOf(floorSchema, { ...floor, areaSqft: -5 }).areaSqft).toBe('Area must be more than 0');
  });
  it('requires a whole floor number and accepts basements', () => {
    expect(errorsOf(floorSchema, { ...floor, floorNumber: 1.5 }).floorNumber).toBe(
      'Floor number must be a whole number',
    );
    expect(errorsOf(floorSchema, { ...floor, floorNumber: '-1' })).toEqual({});
  });
});

describe('floor choices the tax engine reads', () => {
  it('takes the words of the old forms for self and rented', () => {
    expect(parsed(floorSchema, { ...floor, rentType: 'self_occupied' }).rentType).toBe('self');
    expect(parsed(floorSchema, { ...floor, rentType: 'Tenant' }).rentType).toBe('rented');
  });
  it('refuses other rent types and usages', () => {
    expect(errorsOf(floorSchema, { ...floor, rentType: 'leased' }).rentType).toBe(
      'Rent type must be self or rented',
    );
    expect(errorsOf(floorSchema, { ...floor, rentUsage: 'industrial' }).rentUsage).toBe(
      'Rent usage must be residential or nonresidential',
    );
  });
  it('needs the category and sub-category of a nonresidential floor', () => {
    expect(errorsOf(floorSchema, { ...floor, rentUsage: 'commercial' })).toEqual({
      category: 'Category is required for a nonresidential floor',
      subCategory: 'Sub-category is required for a nonresidential floor',
    });
    expect(
      parsed(floorSchema, { ...floor, rentUsage: 'nonresidential', category: '4', subCategory: '2' }),
    ).toMatchObject({ rentUsage: 'nonresidential', category: 4, subCategory: 2 });
  });
});

describe('floor form with a premise id', () => {
  it('requires propertyPremiseId', () => {
    expect(errorsOf(floorWithPremiseIdSchema, floor)).toEqual({
      propertyPremiseId: 'Property premise ID is required',
    });
  });
  it('accepts a floor with its premise id', () => {
    expect(errorsOf(floorWithPremiseIdSchema, { ...floor, propertyPremiseId: 'premise-1' })).toEqual({});
  });
});
