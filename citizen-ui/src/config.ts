// Build-time settings. Only main.tsx reads import.meta.env, so everything else stays testable in jest.
export interface CityName {
  en: string;
  hi: string;
}

export const DEFAULT_CITY_NAME: CityName = { en: 'Nagar Nigam Lucknow', hi: 'नगर निगम लखनऊ' };

export interface CityEnv {
  VITE_CITY_NAME?: string;
  VITE_CITY_NAME_HI?: string;
}

/** The Hindi default only fits the default city: another city without a Hindi name keeps its English one. */
export function resolveCityName(env: CityEnv): CityName {
  const en = env.VITE_CITY_NAME?.trim();
  const hi = env.VITE_CITY_NAME_HI?.trim();
  if (!en) return { en: DEFAULT_CITY_NAME.en, hi: hi || DEFAULT_CITY_NAME.hi };
  return { en, hi: hi || en };
}
