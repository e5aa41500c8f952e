import { changeLines } from './changes';

describe('a request’s changes in people’s words', () => {
  it('names each changed fact with its value before and after, in the form’s order', () => {
    expect(
      changeLines(
        { sourceOfWater: 'Own borewell', waterTaxApplicable: false },
        { sourceOfWater: null, waterTaxApplicable: true },
      ),
    ).toEqual([
      {
        field: 'waterTaxApplicable',
        label: 'field.waterTaxApplicable',
        before: { key: 'value.yes' },
        after: { key: 'value.no' },
      },
      {
        field: 'sourceOfWater',
        label: 'field.sourceOfWater',
        before: { key: 'value.empty' },
        after: { text: 'Own borewell' },
      },
    ]);
  });
});
