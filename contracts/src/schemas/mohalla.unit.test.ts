import { ROAD_RATE_CATEGORIES, ROAD_WIDTH_GROUPS } from '../constants';
import { errorsOf, parsed } from '../testing/expectSchema';
import { mohallaRenameSchema, mohallaSchema } from './mohalla';

const rates = { rcc_rbc: 2.5, other_pucca: 2, kachha: 1, vacant_land: 0.5 };
const mohalla = {
  name: 'Aminabad',
  zone: 'zone-1',
  ward: 'ward-1',
  water_tax_availability: true,
  sewer_tax_availability: false,
  road_w_l_12: rates,
  road_w_12_24: rates,
  road_w_m_24: rates,
};

describe('mohalla form', () => {
  it('accepts a mohalla with all twelve rates', () => {
    expect(parsed(mohallaSchema, mohalla)).toEqual(mohalla);
  });
  it.each([
    ['name', 'Mohalla name is required'],
    ['zone', 'Zone is required'],
    ['ward', 'Ward is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(mohallaSchema, { ...mohalla, [field]: '' })[field]).toBe(message);
  });
  it('requires all twelve rates, each on its own field', () => {
    const { road_w_l_12: _a, road_w_12_24: _b, road_w_m_24: _c, ...withoutRates } = mohalla;
    const errors = errorsOf(mohallaSchema, withoutRates);
    const paths = ROAD_WIDTH_GROUPS.flatMap((group) =>
      ROAD_RATE_CATEGORIES.map((category) => `${group}.${category}`),
    );
    expect(Object.keys(errors).sort()).toEqual(paths.sort());
    expect(errors['road_w_m_24.vacant_land']).toBe('Vacant land rate is required');
  });
  it('rejects a negative rate', () => {
    expect(errorsOf(mohallaSchema, { ...mohalla, road_w_12_24: { ...rates, kachha: -1 } })).toEqual({
      'road_w_12_24.kachha': 'Rate can not be negative',
    });
  });
  it('reads the rates of a multipart body sent as JSON text', () => {
    expect(
      parsed(mohallaSchema, { ...mohalla, road_w_l_12: JSON.stringify({ ...rates, kachha: '1.25' }) })
        .road_w_l_12,
    ).toEqual({
      ...rates,
      kachha: 1.25,
    });
  });
});

describe('mohalla rename', () => {
  it('rejects a new name equal to the old', () => {
    expect(errorsOf(mohallaRenameSchema, { mohallaOldName: 'Aminabad', mohallaNewName: 'Aminabad' })).toEqual(
      {
        mohallaNewName: 'New mohalla name must be different from the old name',
      },
    );
  });
  it('accepts a new name', () => {
    expect(
      errorsOf(mohallaRenameSchema, { mohallaOldName: 'Aminabad', mohallaNewName: 'Aminabad East' }),
    ).toEqual({});
  });
});
