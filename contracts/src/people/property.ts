import type { HouseCategory, RoadRateCategory } from '../constants';
import type { RentType } from '../schemas/floor';
import { nameIn, type Names, type PeopleLanguage } from './words';

// The property register's coded values as people read them (the back office, the reports, papers).

/** A building's construction type (and vacant land, a mohalla rate's fourth kind). */
export const CONST_TYPE_NAMES: Record<RoadRateCategory, Names> = {
  rcc_rbc: { en: 'RCC / RBC', hi: 'आरसीसी / आरबीसी' },
  other_pucca: { en: 'Other Pucca', hi: 'अन्य पक्का' },
  kachha: { en: 'Kachha', hi: 'कच्चा' },
  vacant_land: { en: 'Vacant Land', hi: 'रिक्त भूमि' },
};

/** A property's house category, which is also a floor's usage. */
export const HOUSE_CATEGORY_NAMES: Record<HouseCategory, Names> = {
  residential: { en: 'Residential', hi: 'आवासीय' },
  nonresidential: { en: 'Non-Residential', hi: 'अनावासीय' },
};

export const OCCUPANCY_STATUS_NAMES: Record<
  'self_occupied' | 'rented' | 'self_and_rented' | 'vacant',
  Names
> = {
  self_occupied: { en: 'Self Occupied', hi: 'स्वयं के उपयोग में' },
  rented: { en: 'Rented', hi: 'किराये पर' },
  self_and_rented: { en: 'Self Occupied and Rented', hi: 'स्वयं के उपयोग में और किराये पर' },
  vacant: { en: 'Vacant', hi: 'खाली' },
};

export const ROAD_TYPE_NAMES: Record<'pucca' | 'kachha', Names> = {
  pucca: { en: 'Pucca', hi: 'पक्की' },
  kachha: { en: 'Kachha', hi: 'कच्ची' },
};

/** A floor's rent type. */
export const RENT_TYPE_NAMES: Record<RentType, Names> = {
  self: { en: 'Self', hi: 'स्वयं' },
  rented: { en: 'Rented', hi: 'किराये पर' },
};

export const constTypeName = (code: unknown, language: PeopleLanguage) =>
  nameIn(CONST_TYPE_NAMES, code, language);
export const houseCategoryName = (code: unknown, language: PeopleLanguage) =>
  nameIn(HOUSE_CATEGORY_NAMES, code, language);
export const occupancyStatusName = (code: unknown, language: PeopleLanguage) =>
  nameIn(OCCUPANCY_STATUS_NAMES, code, language);
export const roadTypeName = (code: unknown, language: PeopleLanguage) =>
  nameIn(ROAD_TYPE_NAMES, code, language);
export const rentTypeName = (code: unknown, language: PeopleLanguage) =>
  nameIn(RENT_TYPE_NAMES, code, language);

/** The category master as a name looks it up: categories with their numbered sub-categories. */
export interface CategoryNames {
  category: number | string;
  name: string;
  /** The Hindi name, when the master gives one. */
  nameHi?: string | null;
  subCategories: readonly { subCategory: number | string; name: string; nameHi?: string | null }[];
}

/** A master row's name for a reader: Hindi when asked and given, else the name. */
const masterName = (row: { name: string; nameHi?: string | null }, language: PeopleLanguage) =>
  (language === 'hi' && row.nameHi) || row.name;

const FALLBACK = {
  category: { en: 'Category no. %{n} (not in the master)', hi: 'श्रेणी क्रमांक %{n} (सूची में नहीं)' },
  subCategory: { en: 'Sub-category no. %{n} (not in the master)', hi: 'उप-श्रेणी क्रमांक %{n} (सूची में नहीं)' },
} as const;

const isBlank = (code: unknown) => code === undefined || code === null || code === '';

/** A category's name in the master; one the master no longer has says so with its number. */
export function categoryName(master: readonly CategoryNames[], code: unknown, language: PeopleLanguage) {
  if (isBlank(code)) return '';
  const found = master.find((row) => String(row.category) === String(code));
  return (found && masterName(found, language)) || FALLBACK.category[language].replace('%{n}', String(code));
}

/** A sub-category's name in the master (numbers are unique across the master). */
export function subCategoryName(master: readonly CategoryNames[], code: unknown, language: PeopleLanguage) {
  if (isBlank(code)) return '';
  for (const row of master) {
    const found = row.subCategories.find((sub) => String(sub.subCategory) === String(code));
    if (found?.name) return masterName(found, language);
  }
  return FALLBACK.subCategory[language].replace('%{n}', String(code));
}
