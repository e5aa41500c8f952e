import { errorsOf, parsed } from '../testing/expectSchema';
import { oldPropertySchema } from './oldProperty';

const record = {
  PTINNo: 'PT1234',
  ownerName: 'Ram Prasad',
  oldArv: 12000,
  oldPlotArea: 0,
  arrearsHouseTax: 0,
};

describe('old property record', () => {
  it('accepts a PTIN of 6 characters and zero areas and taxes', () => {
    expect(parsed(oldPropertySchema, record)).toEqual(record);
  });
  it('requires PTINNo', () => {
    expect(errorsOf(oldPropertySchema, { ...record, PTINNo: '' }).PTINNo).toBe('PTIN number is required');
  });
  it('rejects a PTIN of 5 characters', () => {
    expect(errorsOf(oldPropertySchema, { ...record, PTINNo: 'PT123' }).PTINNo).toBe(
      'PTIN number must be at least 6 characters',
    );
  });
  it.each([
    ['oldConstructionArea', 'Construction area can not be negative'],
    ['oldPlotArea', 'Plot area can not be negative'],
    ['oldOpenArea', 'Open area can not be negative'],
    ['oldCarpetArea', 'Carpet area can not be negative'],
  ])('rejects a negative %s', (field, message) => {
    expect(errorsOf(oldPropertySchema, { ...record, [field]: -1 })[field]).toBe(message);
  });
  it('requires oldArv to be positive', () => {
    expect(errorsOf(oldPropertySchema, { ...record, oldArv: 0 }).oldArv).toBe('Old ARV must be more than 0');
  });
  it.each([
    'arrearsHouseTax',
    'interestHouseTax',
    'oldHouseTax',
    'arrearsWaterTax',
    'interestWaterTax',
    'oldWaterTax',
    'arrearsSewarageTax',
    'interestSewerTax',
    'oldSewerTax',
    'arrearsTotalTax',
  ])('rejects a negative %s with "Tax can not be negative"', (field) => {
    expect(errorsOf(oldPropertySchema, { ...record, [field]: -0.5 })[field]).toBe('Tax can not be negative');
  });
});
