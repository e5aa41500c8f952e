import { resolveCityName } from './config';

describe('the city name of the build', () => {
  it('is Nagar Nigam Lucknow when VITE_CITY_NAME is not set', () => {
    expect(resolveCityName({})).toEqual({ en: 'Nagar Nigam Lucknow', hi: 'नगर निगम लखनऊ' });
  });

  it('is VITE_CITY_NAME when set, also in Hindi unless VITE_CITY_NAME_HI is set', () => {
    expect(resolveCityName({ VITE_CITY_NAME: 'Nagar Nigam Agra' })).toEqual({
      en: 'Nagar Nigam Agra',
      hi: 'Nagar Nigam Agra',
    });
    expect(
      resolveCityName({ VITE_CITY_NAME: 'Nagar Nigam Agra', VITE_CITY_NAME_HI: 'नगर निगम आगरा' }),
    ).toEqual({
      en: 'Nagar Nigam Agra',
      hi: 'नगर निगम आगरा',
    });
  });

  it('ignores a blank VITE_CITY_NAME', () => {
    expect(resolveCityName({ VITE_CITY_NAME: '  ' }).en).toBe('Nagar Nigam Lucknow');
  });
});
