import { errorsOf, parsed } from '../testing/expectSchema';
import { arrearsCorrectionSchema } from './arrears';

const correction = {
  finYear: '2023-24',
  revisedArrearsHouseTax: 1200,
  revisedArrearsSewerageTax: 0,
  revisedArrearsWaterTax: 450.5,
  receiptNumber: 'R-102',
  remarks: 'Corrected after survey',
};

describe('arrears correction form', () => {
  it('accepts a correction with zero taxes', () => {
    expect(parsed(arrearsCorrectionSchema, correction)).toEqual(correction);
  });
  it.each([
    ['finYear', 'Financial year is required'],
    ['revisedArrearsHouseTax', 'House tax is required'],
    ['revisedArrearsSewerageTax', 'Sewerage tax is required'],
    ['revisedArrearsWaterTax', 'Water tax is required'],
    ['receiptNumber', 'Receipt number is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(arrearsCorrectionSchema, { ...correction, [field]: '' })[field]).toBe(message);
  });
  it.each(['revisedArrearsHouseTax', 'revisedArrearsSewerageTax', 'revisedArrearsWaterTax'])(
    'rejects a negative %s with "Tax can not be negative"',
    (field) => {
      expect(errorsOf(arrearsCorrectionSchema, { ...correction, [field]: -1 })[field]).toBe(
        'Tax can not be negative',
      );
    },
  );
  it('rejects fractions of a paisa', () => {
    expect(
      errorsOf(arrearsCorrectionSchema, { ...correction, revisedArrearsHouseTax: 10.005 })
        .revisedArrearsHouseTax,
    ).toBe('Amount can have at most two decimal places');
  });
  it('leaves remarks optional', () => {
    expect(errorsOf(arrearsCorrectionSchema, { ...correction, remarks: undefined })).toEqual({});
  });
});
