import { emptyForm, nextFloor, withoutFloor, type FormValues } from './formModel';
import { previewAsk } from './previewQuery';

const shop = (): FormValues => ({
  ...emptyForm(),
  mohallaId: 'm1',
  houseCategory: 'nonresidential',
  subCategory: '41',
  constType: 'rcc_rbc',
  plotArea: '600',
  roadWidth: '15',
  constructionYear: '2005',
  houseTaxApplicable: 'true',
  waterTaxApplicable: 'false',
  sewerageConnectionAvailable: 'true',
});

const floor = (more: Partial<FormValues['floors'][number]>) => ({ ...nextFloor([]), ...more });

describe('the tax preview query', () => {
  it("prices a non-residential floor without its own sub-category by the property's", () => {
    const ask = previewAsk({
      ...shop(),
      floors: [floor({ rentType: 'rented', rentUsage: 'nonresidential', areaSqft: '400' })],
    });
    if (ask.query === null) throw new Error('the shop is fully described');
    const query = new URLSearchParams(ask.query);
    expect(JSON.parse(query.get('floors') as string)).toEqual([
      { floorNumber: 0, rentType: 'rented', usage: 'nonresidential', areaSqft: 400, subCategoryId: 41 },
    ]);
    expect(query.get('waterTaxApplicable')).toBe('false');
    expect(ask).toMatchObject({ floorsLeftOut: 0, flagsAssumed: false });
  });

  it('leaves out a floor not complete yet and says how many', () => {
    const ask = previewAsk({ ...shop(), floors: [floor({ rentType: 'self', rentUsage: 'residential' })] });
    expect(ask).toMatchObject({ floorsLeftOut: 1 });
    expect(new URLSearchParams(ask.query ?? '').get('floors')).toBe('[]');
  });

  it('names what is still missing instead of asking', () => {
    expect(previewAsk({ ...shop(), mohallaId: '', roadWidth: '' })).toEqual({
      query: null,
      missing: ['mohallaId', 'roadWidth'],
    });
  });
});

describe('the per-field state of floor rows', () => {
  it('moves the rows after a removed one up by one', () => {
    expect(
      withoutFloor({ ownerName: 1, 'floors.0.areaSqft': 2, 'floors.1.areaSqft': 3, 'floors.2.type': 4 }, 1),
    ).toEqual({
      ownerName: 1,
      'floors.0.areaSqft': 2,
      'floors.1.type': 4,
    });
  });
});
